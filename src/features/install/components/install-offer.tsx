import { downloadOutline, shareOutline } from 'ionicons/icons';
import { promptInstall } from '../install-prompt';
import type { InstallOption } from '../use-install';
import { Icon } from '../../../components/icon';
import { Button } from '../../../components/button';
import '../install.css';

/** 'Install app' where the browser can install it; on iOS Safari it tells how (issue 12 item 7). */
export default function InstallOffer({ option }: { option: Exclude<InstallOption, 'none'> }) {
  if (option === 'prompt') {
    return (
      <div className="install-action">
        <Button fill="outline" size="small" onClick={() => void promptInstall()} data-testid="install-app">
          <Icon slot="start" icon={downloadOutline} />
          Install app
        </Button>
      </div>
    );
  }
  // A native disclosure: ion-button copies aria-expanded to its inner button only once, on first render.
  return (
    <details className="install-action install-ios">
      <summary data-testid="install-app">
        <Icon icon={downloadOutline} />
        Install app
      </summary>
      <p className="install-steps">
        Tap Share <Icon icon={shareOutline} />, then Add to Home Screen.
      </p>
    </details>
  );
}
