import { IonCard, IonCardContent, IonCardHeader, IonCardTitle } from '@ionic/react';

/** A titled list of advice from the report (Strategic Recommendations, Next Steps). */
export function ReportAdvice({ title, items, ordered = false, testId }: { title: string; items: string[]; ordered?: boolean; testId: string }) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <IonCard data-testid={testId}>
      <IonCardHeader>
        <IonCardTitle>{title}</IonCardTitle>
      </IonCardHeader>
      <IonCardContent>
        {items.length === 0 ? (
          <p>Nothing to add at the moment.</p>
        ) : (
          <List className="advice-list">
            {items.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </List>
        )}
      </IonCardContent>
    </IonCard>
  );
}
