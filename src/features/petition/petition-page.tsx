import { IonContent, IonPage } from '@ionic/react';
import { arrowBackOutline } from 'ionicons/icons';
import { useDeferredValue } from 'react';
import { useParams } from 'react-router-dom';
import { AppHeader } from '../../components/app-header';
import { CenteredMessage } from '../../components/centered-message';
import { readableStatus } from '../../contract/petition-status';
import { AnalystBanner } from '../analyst-status';
import { DeletePetitionButton, PetitionDeletedState, useIsPetitionDeleted } from '../petition-delete';
import { usePetition } from './api/petition-query';
import { PetitionTabs } from './components/petition-tabs';
import { SummaryCards } from './components/summary-cards';
import { Icon } from '../../components/icon';
import { ButtonLink } from '../../components/button-link';
import './petition.css';

const back = (
  <ButtonLink fill="clear" to="/" aria-label="Back" data-testid="petition-back">
    <Icon slot="icon-only" icon={arrowBackOutline} />
  </ButtonLink>
);

/** Petition detail (architecture.md §screens): header, title and status, three summary cards, five tabs. */
export default function PetitionPage() {
  const { id = '' } = useParams<{ id: string }>();
  // /petition/new is the screening screen; this page renders nothing for it.
  const isNew = id === 'new';
  // Deleted here or elsewhere while open: the page says so and asks for nothing more (decision 030).
  const deleted = useIsPetitionDeleted(id);
  const petition = usePetition(id, !isNew && !!id && !deleted);
  // The page is drawn in a transition, which React splits into short tasks: drawn at once it was one task of a
  // quarter of a second on a phone (docs/decisions/041). Until that render commits, the loading screen stays.
  const shown = useDeferredValue(petition.data);

  if (isNew) return <IonPage />;
  if (deleted) {
    return (
      <IonPage>
        <AppHeader start={back} />
        <IonContent className="ion-padding">
          <PetitionDeletedState />
        </IonContent>
      </IonPage>
    );
  }
  if (petition.isLoading || (petition.data && !shown)) {
    // The same header and content elements as the drawn page: Ionic starts them while the petition is on its way,
    // and the task that draws the petition only fills the content in (docs/decisions/043).
    return (
      <IonPage>
        <AppHeader start={back} />
        <IonContent className="ion-padding">
          {/* Its own key: the page that replaces it is new content, not this element moved (a layout shift). */}
          <div className="petition-loading" key="loading">
            <CenteredMessage>Loading petition...</CenteredMessage>
          </div>
        </IonContent>
      </IonPage>
    );
  }
  if (!shown) {
    return (
      <IonPage>
        <AppHeader start={back} />
        <IonContent className="ion-padding">
          <div className="narrow center-text" style={{ marginTop: '15vh' }}>
            <h1>Petition not found</h1>
            <ButtonLink to="/">Go Home</ButtonLink>
          </div>
        </IonContent>
      </IonPage>
    );
  }

  const p = shown;
  return (
    <IonPage>
      <AppHeader start={back} end={<DeletePetitionButton petition={p} />} />
      <IonContent className="ion-padding">
        <div className="wide" key="petition">
          <h1 className="petition-title">{p.visaType} Petition</h1>
          <p className="petition-status muted" data-testid="petition-status">
            {readableStatus(p.status)}
          </p>
          <AnalystBanner />
          <SummaryCards petition={p} />
          <PetitionTabs petition={p} />
        </div>
      </IonContent>
    </IonPage>
  );
}
