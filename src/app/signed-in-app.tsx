import { IonApp, setupIonicReact } from '@ionic/react';
import { defineCustomElement as defineRippleEffect } from '@ionic/core/components/ion-ripple-effect.js';
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
import '../components/icon-in-ionic.css';

setupIonicReact({ mode: 'md' });
// @ionic/react defines the elements that draw a ripple (an alert's buttons, a tappable item) without the ripple
// element; the tab and back-button elements used to define it as they loaded, and they are left out of the build
// (docs/decisions/045). Without it a tap on IonButton, when the app still had it, threw 'addRipple is not a function'.
defineRippleEffect();

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
