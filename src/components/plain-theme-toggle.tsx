import { moonOutline, sunnyOutline } from 'ionicons/icons';
import { PlainIcon } from './plain-icon';
import { useTheme } from './theme-context';

/** Theme toggle without Ionic, for screens that load before the app shell (landing). */
export function PlainThemeToggle({ className }: { className?: string }) {
  const { theme, toggle } = useTheme();
  const label = theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <button type="button" className={className} onClick={toggle} aria-label={label} title={label} data-testid="theme-toggle">
      <PlainIcon icon={theme === 'dark' ? sunnyOutline : moonOutline} />
    </button>
  );
}
