import { lazy } from 'react';
import { LazyMenu } from '@/components/lazy-menu.tsx';
import { OddsFormatButton } from './odds-format-button.tsx';

const loadDropdown = () => import('./odds-format-dropdown.tsx');
const OddsFormatDropdown = lazy(loadDropdown);

/**
 * The "Odds format" control for visitors (issue 25). Until first wanted it is only its button: the
 * menu's code loads when the button is pointed at, focused or pressed, then the menu opens (the
 * user menu's pattern, decision 095), so the public pages' first visit carries no menu code.
 */
export function OddsFormatMenu({ className }: { className?: string }) {
  return (
    <LazyMenu
      load={loadDropdown}
      button={(trigger) => <OddsFormatButton className={className} {...trigger} />}
    >
      <OddsFormatDropdown className={className} />
    </LazyMenu>
  );
}
