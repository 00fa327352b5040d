import genericLogo from './generic/logo.svg';
import realLogo from './real/logo.svg';
import sgLogo from './sg/logo.svg';

import { runtimeConfig, THEMES, type Theme } from '@/lib/runtime-config.ts';

export { THEMES, type Theme };

export const THEME_LOGOS: Record<Theme, string> = {
  generic: genericLogo,
  real: realLogo,
  sg: sgLogo,
};

/** Only the generic theme shows a background image on the login page (SPEC §1). */
export const hasLoginBackground = (theme: Theme): boolean => theme === 'generic';

const isTheme = (value: unknown): value is Theme => THEMES.some((theme) => theme === value);

/**
 * A deployment picks its theme when it is configured (`configure --theme`, decision 107); `?theme=`
 * or a stored choice overrides it for previews, screenshots and tests.
 */
export function resolveTheme(
  search: string,
  stored: string | null,
  configured: Theme = runtimeConfig.theme,
): Theme {
  const fromQuery = new URLSearchParams(search).get('theme');
  if (isTheme(fromQuery)) return fromQuery;
  if (isTheme(stored)) return stored;
  return configured;
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
}
