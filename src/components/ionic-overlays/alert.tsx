import { useEffect, useRef } from 'react';
import type { AlertButton } from '@ionic/core/components';
import { useOnIdleAfterPaint } from '../../lib/use-idle-after-paint';
import { reportOverlayNotLoaded } from './not-loaded';

type AlertProps = {
  isOpen: boolean;
  header: string;
  message: string;
  buttons: AlertButton[];
  /** After the alert closes, by a button, the backdrop, Escape or `isOpen` turning false. */
  onDidDismiss: () => void;
};

const loadAlert = () => import('./alert-element');

/**
 * Ionic's alert (the same `ion-alert` element, texts and buttons as @ionic/react's IonAlert), opened through
 * Ionic's alert controller. Its element loads once the browser is idle after the screen has painted, not with
 * the screen (docs/decisions/040, 048), so it opens at once and offline. Use this, not @ionic/react's IonAlert.
 */
export function IonAlert({ isOpen, header, message, buttons, onDidDismiss }: AlertProps) {
  const latest = useRef({ header, message, buttons, onDidDismiss });
  latest.current = { header, message, buttons, onDidDismiss };
  const shown = useRef<HTMLIonAlertElement | null>(null);

  useOnIdleAfterPaint(() => void loadAlert().catch(() => undefined));

  // While open, it shows what each render passes, as @ionic/react's alert does.
  useEffect(() => {
    if (shown.current) Object.assign(shown.current, { header, message, buttons });
  });

  useEffect(() => {
    if (!isOpen) return;
    let closed = false;
    let alert: HTMLIonAlertElement | undefined;
    const open = async () => {
      const loaded = await loadAlert().catch(() => null);
      // Its code could not be fetched (offline before the service worker cached it): nothing opens, and it says why.
      if (!loaded) {
        if (!closed) reportOverlayNotLoaded();
        return latest.current.onDidDismiss();
      }
      const { alertController } = loaded;
      if (closed) return;
      const { onDidDismiss: _, ...options } = latest.current;
      alert = await alertController.create(options);
      // create() adds the element to the page; one never presented must not stay there.
      if (closed) return alert.remove();
      shown.current = alert;
      void alert.onDidDismiss().then(() => {
        shown.current = null;
        latest.current.onDidDismiss();
      });
      await alert.present();
      if (closed) await alert.dismiss();
    };
    open().catch(() => latest.current.onDidDismiss());
    return () => {
      closed = true;
      void alert?.dismiss();
    };
  }, [isOpen]);

  return null;
}
