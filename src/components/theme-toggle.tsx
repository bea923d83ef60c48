import { IonButton } from './ionic-fields/button';
import { IonIcon } from './ionic-fields/icon';
import { moonOutline, sunnyOutline } from 'ionicons/icons';
import { useTheme } from './theme-context';

/** The one theme toggle, in every header: the landing page's and the app's (architecture.md §screens). */
export function ThemeToggle() {
  const { theme, toggle } = useTheme();
  const label = theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <IonButton fill="clear" onClick={toggle} aria-label={label} title={label} data-testid="theme-toggle">
      <IonIcon slot="icon-only" aria-hidden="true" icon={theme === 'dark' ? sunnyOutline : moonOutline} />
    </IonButton>
  );
}
