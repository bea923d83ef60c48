import { useId, useState } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { downloadOutline, shareOutline } from 'ionicons/icons';
import { promptInstall } from '../install-prompt';
import { useInstallOption } from '../use-install';
import '../install.css';

/** 'Install app' where the browser can install it; on iOS Safari it tells how (issue 12 item 7). */
export function InstallAction() {
  const option = useInstallOption();
  const [showSteps, setShowSteps] = useState(false);
  const stepsId = useId();
  if (option === 'none') return null;

  if (option === 'prompt') {
    return (
      <div className="install-action">
        <IonButton fill="outline" size="small" onClick={() => void promptInstall()} data-testid="install-app">
          <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
          Install app
        </IonButton>
      </div>
    );
  }
  return (
    <div className="install-action">
      <IonButton
        fill="outline"
        size="small"
        onClick={() => setShowSteps((shown) => !shown)}
        aria-expanded={showSteps}
        aria-controls={stepsId}
        data-testid="install-app"
      >
        <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
        Install app
      </IonButton>
      <p id={stepsId} className="install-steps" hidden={!showSteps}>
        Tap Share <IonIcon icon={shareOutline} aria-hidden="true" />, then Add to Home Screen.
      </p>
    </div>
  );
}
