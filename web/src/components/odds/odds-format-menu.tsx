import { lazy, Suspense, useState } from 'react';
import { OddsFormatButton } from './odds-format-button.tsx';

const loadDropdown = () => import('./odds-format-dropdown.tsx');
const OddsFormatDropdown = lazy(loadDropdown);

/**
 * The "Odds format" control for visitors (issue 25). Until first wanted it is only its button: the
 * menu's code loads when the button is pointed at, focused or pressed, then the menu opens (the
 * user menu's pattern, decision 095), so the public pages' first visit carries no menu code.
 */
export function OddsFormatMenu({ className }: { className?: string }) {
  const [wanted, setWanted] = useState(false);
  const preload = () => {
    void loadDropdown();
  };
  const button = (
    <OddsFormatButton
      className={className}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preload}
      onPointerDown={preload}
      onFocus={preload}
      onClick={() => {
        setWanted(true);
      }}
    />
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <OddsFormatDropdown className={className} />
    </Suspense>
  );
}
