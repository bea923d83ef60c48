import { IonButton } from '@ionic/react';
import { InlineIcon } from './inline-icon';
import { moonOutline, sunnyOutline } from 'ionicons/icons';
import { useTheme } from './theme-context';

export function ThemeToggle() {
  const { theme, toggle } = useTheme();
  const label = theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <IonButton fill="clear" onClick={toggle} aria-label={label} title={label} data-testid="theme-toggle">
      <InlineIcon slot="icon-only" icon={theme === 'dark' ? sunnyOutline : moonOutline} />
    </IonButton>
  );
}
