import { IonButton, IonCard, IonCardContent, IonCardHeader, IonCardTitle } from '@ionic/react';
import { bookOutline, personCircleOutline, trendingUpOutline } from 'ionicons/icons';
import type { Petition } from '../../../contract/entities';
import { SUBMITTED_STATUS } from '../../../contract/petition-status';
import { Icon } from '../../../components/icon';

/** Profile, Active Petitions and Resources (architecture.md §screens Home dashboard). */
export function InfoCards({ petitions }: { petitions: Petition[] }) {
  const active = petitions.filter((p) => p.status !== SUBMITTED_STATUS).length;
  return (
    <div className="info-cards">
      <IonCard data-testid="info-profile">
        <IonCardHeader>
          <IonCardTitle>
            <Icon icon={personCircleOutline} /> Profile
          </IonCardTitle>
        </IonCardHeader>
        <IonCardContent>
          <p>Your professional details, links and CV.</p>
          <IonButton fill="outline" routerLink="/profile">
            View Profile
          </IonButton>
        </IonCardContent>
      </IonCard>
      <IonCard data-testid="info-active">
        <IonCardHeader>
          <IonCardTitle>
            <Icon icon={trendingUpOutline} /> Active Petitions
          </IonCardTitle>
        </IonCardHeader>
        <IonCardContent>
          <p className="info-count" data-testid="active-count">
            {active}
          </p>
          <p>petition(s) in progress</p>
        </IonCardContent>
      </IonCard>
      <IonCard data-testid="info-resources">
        <IonCardHeader>
          <IonCardTitle>
            <Icon icon={bookOutline} /> Resources
          </IonCardTitle>
        </IonCardHeader>
        <IonCardContent>
          <p>
            Each petition has a criteria checklist for its visa type, a strength report with advice, and a chat that answers
            questions from your own evidence.
          </p>
        </IonCardContent>
      </IonCard>
    </div>
  );
}
