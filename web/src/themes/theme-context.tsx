import { createContext, useContext } from 'react';
import type { Theme } from './themes.ts';

export const ThemeContext = createContext<Theme>('generic');
export const useTheme = (): Theme => useContext(ThemeContext);
