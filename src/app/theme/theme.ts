import type { Theme } from '../../domain/contracts/types';

// The theme is a display preference, not data: it lives in localStorage so the first paint of the
// next visit is already in the right colours (the worker cannot read localStorage).
const KEY = 'ui.theme';

/**
 * Each theme's page background, also the browser's `theme-color` (its toolbar and the installed
 * app's title bar follow the theme; index.html and the manifest carry the default, dark).
 */
export const THEME_BACKGROUND: Record<Theme, string> = { dark: '#0b1020', light: '#f4f6fb' };

export function readTheme(): Theme {
  try {
    return localStorage.getItem(KEY) === 'light' ? 'light' : 'dark';
  } catch {
    return 'dark';
  }
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.remove('theme-dark', 'theme-light');
  root.classList.add(`theme-${theme}`);
  root.style.colorScheme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_BACKGROUND[theme]);
  try {
    localStorage.setItem(KEY, theme);
  } catch {
    /* private mode: the choice lasts this visit */
  }
}
