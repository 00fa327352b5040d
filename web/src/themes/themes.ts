import genericLogo from './generic/logo.svg';
import realLogo from './real/logo.svg';
import sgLogo from './sg/logo.svg';

export const THEMES = ['generic', 'real', 'sg'] as const;
export type Theme = (typeof THEMES)[number];

export const THEME_LOGOS: Record<Theme, string> = {
  generic: genericLogo,
  real: realLogo,
  sg: sgLogo,
};

/** Only the generic theme shows a background image on the login page (SPEC §1). */
export const hasLoginBackground = (theme: Theme): boolean => theme === 'generic';

const isTheme = (value: unknown): value is Theme => THEMES.some((theme) => theme === value);

/**
 * A deployment picks its theme at build time (VITE_THEME); `?theme=` or a stored choice overrides it
 * for previews, screenshots and tests.
 */
export function resolveTheme(search: string, stored: string | null): Theme {
  const fromQuery = new URLSearchParams(search).get('theme');
  if (isTheme(fromQuery)) return fromQuery;
  if (isTheme(stored)) return stored;
  const built: unknown = import.meta.env.VITE_THEME;
  return isTheme(built) ? built : 'generic';
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
}
