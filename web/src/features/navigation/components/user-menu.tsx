import { lazy } from 'react';
import { LazyMenu } from '@/components/lazy-menu.tsx';
import { loadBeyondTexts } from '@/lib/texts/load-beyond-texts.ts';
import { UserMenuButton, type UserMenuProps } from './user-menu-button.tsx';

// With issue 25's texts (safer gambling, reality check), which the shell fetches after its first
// odds (decision 123): the menu never opens before its texts.
const loadDropdown = () =>
  Promise.all([import('./user-menu-dropdown.tsx'), loadBeyondTexts()]).then(
    ([dropdown]) => dropdown,
  );
const UserMenuDropdown = lazy(loadDropdown);

/**
 * SPEC §2 user menu (user-menu-dropdown.tsx). Until it is first wanted the top bar shows only its
 * button: the menu's code (Radix menu, floating-ui: ~25 KB gzipped) loads when the button is
 * pointed at, focused or pressed, and the menu then opens (issue 15, decision 095).
 */
export function UserMenu(props: UserMenuProps) {
  return (
    <LazyMenu load={loadDropdown} button={(trigger) => <UserMenuButton {...trigger} />}>
      <UserMenuDropdown {...props} />
    </LazyMenu>
  );
}
