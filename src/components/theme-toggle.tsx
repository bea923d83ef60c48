import { moonOutline, sunnyOutline } from 'ionicons/icons';
import { Icon } from './icon';
import { useTheme } from './theme-context';

/**
 * Light or dark, in the app's toolbar and on the landing: a plain button, so the landing (which loads before Ionic,
 * docs/decisions/002) and the app draw the same one; theme-toggle.css loads with the entry's styles (main.tsx).
 * Its only content is the icon, so it is named by its label.
 */
export function ThemeToggle() {
  const { theme, toggle } = useTheme();
  const label = theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <button type="button" className="theme-toggle" onClick={toggle} aria-label={label} title={label} data-testid="theme-toggle">
      <Icon icon={theme === 'dark' ? sunnyOutline : moonOutline} />
    </button>
  );
}
