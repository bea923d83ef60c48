import { IonButton, IonIcon } from '@ionic/react';
import { moonOutline, sunnyOutline } from 'ionicons/icons';
import { useTheme } from './theme-context';

export function ThemeToggle() {
  const { theme, toggle } = useTheme();
  const label = theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <IonButton fill="clear" onClick={toggle} aria-label={label} title={label} data-testid="theme-toggle">
      <IonIcon slot="icon-only" icon={theme === 'dark' ? sunnyOutline : moonOutline} aria-hidden="true" />
    </IonButton>
  );
}
