import { IonContent, IonPage } from '@ionic/react';
import { AppHeader } from '../../components/app-header';
import { ButtonLink } from '../../components/button-link';

export default function NotFoundPage() {
  return (
    <IonPage>
      <AppHeader />
      <IonContent className="ion-padding">
        <div className="narrow center-text" style={{ marginTop: '15vh' }}>
          <h1>404 Page Not Found</h1>
          <p className="muted">The page you are looking for does not exist or has moved. Check the address, or go back to your dashboard.</p>
          <ButtonLink to="/">Go Home</ButtonLink>
        </div>
      </IonContent>
    </IonPage>
  );
}
