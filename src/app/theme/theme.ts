import type { Theme } from '../../domain/types';

// The theme is a display preference, not data: it lives in localStorage so the first paint of the
// next visit is already in the right colours (the worker cannot read localStorage).
const KEY = 'ui.theme';

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
  try {
    localStorage.setItem(KEY, theme);
  } catch {
    /* private mode: the choice lasts this visit */
  }
}
