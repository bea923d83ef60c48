import type { ReactNode } from 'react';
import { IonButtons, IonHeader, IonTitle, IonToolbar } from '@ionic/react';
import { ThemeToggle } from './theme-toggle';

/** The header every screen shares: product name (or a custom start), theme toggle, actions. */
export function AppHeader({ start, title = 'Exhibit', end }: { start?: ReactNode; title?: ReactNode; end?: ReactNode }) {
  return (
    <IonHeader>
      <IonToolbar>
        {start && <IonButtons slot="start">{start}</IonButtons>}
        <IonTitle>{title}</IonTitle>
        <IonButtons slot="end">
          <ThemeToggle />
          {end}
        </IonButtons>
      </IonToolbar>
    </IonHeader>
  );
}
