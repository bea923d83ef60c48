import { IonApp, setupIonicReact } from '@ionic/react';
import '../components/ionic-setup';
import { IonReactRouter } from '@ionic/react-router';
import { PushProvider } from '../push';
import { PetitionDeletedListener } from '../features/petition-delete';
import { AppRoutes } from './routes';
import { ConnectionBar } from './connection-bar';

import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import '@ionic/react/css/padding.css';
import '@ionic/react/css/flex-utils.css';
import '@ionic/react/css/display.css';
import '@ionic/react/css/palettes/dark.class.css';
import './ionic-theme.css';

// Also hides Ionic's elements until they are defined (core.css), which the landing page's setup does not.
setupIonicReact({ mode: 'md' });

/** The signed-in product: Ionic UI and the router (architecture.md §screens routes). */
export default function SignedInApp() {
  return (
    <PushProvider>
      <IonApp>
        <IonReactRouter>
          <AppRoutes />
        </IonReactRouter>
        <ConnectionBar />
        <PetitionDeletedListener />
      </IonApp>
    </PushProvider>
  );
}
