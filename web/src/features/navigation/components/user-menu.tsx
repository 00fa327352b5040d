import { lazy, Suspense, useState } from 'react';
import { UserMenuButton, type UserMenuProps } from './user-menu-button.tsx';

const loadDropdown = () => import('./user-menu-dropdown.tsx');
const UserMenuDropdown = lazy(loadDropdown);

/**
 * SPEC §2 user menu (user-menu-dropdown.tsx). Until it is first wanted the top bar shows only its
 * button: the menu's code (Radix menu, floating-ui: ~25 KB gzipped) loads when the button is
 * pointed at, focused or pressed, and the menu then opens (issue 15, decision 095).
 */
export function UserMenu(props: UserMenuProps) {
  const [wanted, setWanted] = useState(false);
  const preload = () => {
    void loadDropdown();
  };
  const button = (
    <UserMenuButton
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
      <UserMenuDropdown {...props} />
    </Suspense>
  );
}
