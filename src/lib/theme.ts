/** architecture.md §states: light or dark, stored under 'theme', defaulting to the system preference. */
export type Theme = 'light' | 'dark';
export const THEME_KEY = 'theme';

export function initialTheme(): Theme {
  const stored = localStorage.getItem(THEME_KEY);
  if (stored === 'light' || stored === 'dark') return stored;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function applyTheme(theme: Theme) {
  document.documentElement.classList.toggle('ion-palette-dark', theme === 'dark');
  document.documentElement.dataset.theme = theme;
}
