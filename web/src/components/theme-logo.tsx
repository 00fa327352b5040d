import type * as React from 'react';
import { useTheme } from '@/themes/theme-context.tsx';
import { THEME_LOGOS } from '@/themes/themes.ts';

export function ThemeLogo(props: React.ComponentProps<'img'>) {
  const theme = useTheme();
  return <img src={THEME_LOGOS[theme]} alt="Sportsbook" width={180} height={40} {...props} />;
}
