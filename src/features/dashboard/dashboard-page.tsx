import { IonContent, IonPage, IonSpinner } from '@ionic/react';
import { addOutline, documentsOutline, logOutOutline } from 'ionicons/icons';
import { Navigate } from 'react-router-dom';
import { useSignedInUser } from '../../api/use-auth';
import { AppHeader } from '../../components/app-header';
import { CenteredMessage } from '../../components/centered-message';
import { signOut } from '../../offline';
import { InstallAction } from '../install';
import { isNotFound, useProfile } from '../profile';
import { usePetitions } from './api/petitions-query';
import { InfoCards } from './components/info-cards';
import { PetitionCard } from './components/petition-card';
import { Icon } from '../../components/icon';
import { Button } from '../../components/button';
import { ButtonLink } from '../../components/button-link';
import './dashboard.css';


/** Home dashboard (architecture.md §screens): greeting, the user's petitions and three info cards. */
export default function DashboardPage() {
  const user = useSignedInUser();
  const profile = useProfile();
  const petitions = usePetitions(!!profile.data);

  if (profile.isLoading) {
    return (
      <IonPage>
        <CenteredMessage>Loading your profile...</CenteredMessage>
      </IonPage>
    );
  }
  if (profile.isError && isNotFound(profile.error)) return <Navigate to="/profile/setup" replace />;

  const name = user?.firstName || profile.data?.fullName || '';
  const list = petitions.data ?? [];
  return (
    <IonPage>
      <AppHeader
        end={
          <Button fill="clear" onClick={() => void signOut()}>
            <Icon slot="start" icon={logOutOutline} />
            Sign Out
          </Button>
        }
      />
      <IonContent className="ion-padding">
        <div className="wide">
          <h1 data-testid="greeting">Welcome back, {name}!</h1>
          <InstallAction />
          <section className="dashboard-section">
            <div className="section-head">
              <h2>Your Petitions</h2>
              <ButtonLink to="/petition/new">
                <Icon slot="start" icon={addOutline} />
                New Petition
              </ButtonLink>
            </div>
            {petitions.isLoading && <IonSpinner name="crescent" aria-label="Loading petitions" />}
            {petitions.isSuccess && list.length === 0 && (
              <div className="empty-state" data-testid="petitions-empty">
                <Icon icon={documentsOutline} />
                <p>No petitions yet</p>
                <ButtonLink to="/petition/new">Create First Petition</ButtonLink>
              </div>
            )}
            <div className="petition-cards">
              {list.map((p) => (
                <PetitionCard key={p.id} petition={p} />
              ))}
            </div>
          </section>
          <InfoCards petitions={list} />
        </div>
      </IonContent>
    </IonPage>
  );
}
