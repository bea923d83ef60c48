import { initialize } from '@ionic/core/components';
import { defineCustomElement as defineRippleEffect } from '@ionic/core/components/ion-ripple-effect.js';

// Material mode on every device, before the first Ionic element draws. The landing page imports this, not
// @ionic/react's setupIonicReact: @ionic/react is one module holding every wrapper the app uses, 80 KB gzip that a
// visitor would download for two buttons (docs/decisions/070). The signed-in app calls setupIonicReact as well.
initialize({ mode: 'md' });
// IonButton's element draws a ripple it does not define: without it a tap on a button threw 'addRipple is not a function'.
defineRippleEffect();
