import { createElement } from 'react';
import {
  ClubIcon,
  DicesIcon,
  GamepadIcon,
  GoalIcon,
  HockeyStickIcon,
  LayoutGridIcon,
  RugbyBallIcon,
  SpadeIcon,
  TrophyIcon,
  TvMinimalPlayIcon,
  VolleyballIcon,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react';

// Icon names as the server sends them (any case, spaces or dashes); anything else gets the default.
const MENU_ICONS: Partial<Record<string, LucideIcon>> = {
  casino: DicesIcon,
  'live-casino': TvMinimalPlayIcon,
  poker: SpadeIcon,
  cards: ClubIcon,
  games: GamepadIcon,
  virtual: GamepadIcon,
  'virtual-sports': GamepadIcon,
  sports: TrophyIcon,
};

const SPORT_ICONS: Partial<Record<string, LucideIcon>> = {
  soccer: GoalIcon,
  football: RugbyBallIcon,
  hockey: HockeyStickIcon,
  volleyball: VolleyballIcon,
};

const normalise = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');

/** The icon of a top-menu option; the default icon when it has none or an unknown one. */
export const menuIcon = (name: string | null): LucideIcon =>
  (name ? MENU_ICONS[normalise(name)] : undefined) ?? LayoutGridIcon;

export const sportIcon = (name: string): LucideIcon => SPORT_ICONS[normalise(name)] ?? TrophyIcon;

// Rendered through createElement: the icon is looked up, not a component made during render.
export function MenuOptionIcon({
  icon,
  ...props
}: Omit<LucideProps, 'name'> & { icon: string | null }) {
  return createElement(menuIcon(icon), { 'aria-hidden': true, ...props });
}

export function SportIcon({ sport, ...props }: Omit<LucideProps, 'name'> & { sport: string }) {
  return createElement(sportIcon(sport), { 'aria-hidden': true, ...props });
}
