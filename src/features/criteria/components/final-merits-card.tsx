import type { ReactNode } from 'react';
import { IonCard, IonCardContent, IonCardHeader, IonCardSubtitle, IonCardTitle } from '@ionic/react';

/** The final merits statement: the argument that weighs all the evidence together. */
export function FinalMeritsCard({ actions }: { actions: ReactNode }) {
  return (
    <IonCard className="final-merits-card" data-testid="final-merits-card">
      <IonCardHeader>
        <IonCardTitle>Final Merits Statement</IonCardTitle>
        <IonCardSubtitle>The closing argument</IonCardSubtitle>
      </IonCardHeader>
      <IonCardContent>
        <p>
          After the criteria are counted, the officer weighs the whole record. This statement brings every criterion and exhibit together to show
          the overall standard is met.
        </p>
        {actions}
      </IonCardContent>
    </IonCard>
  );
}
