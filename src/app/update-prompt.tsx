import { useEffect, useState } from 'react';
import type { Workbox } from 'workbox-window';
import { Button } from '../components/button';
import { registerServiceWorker } from './service-worker';

/** A new version waits until the user says so: never a silent swap under a half-filled form. */
export function UpdatePrompt() {
  const [waiting, setWaiting] = useState<Workbox | null>(null);
  useEffect(() => {
    void registerServiceWorker((wb) => setWaiting(wb));
  }, []);
  if (!waiting) return null;
  return (
    <div className="update-prompt" role="alert" data-testid="update-prompt">
      <span>A new version of Exhibit is available.</span>
      <span className="update-prompt-actions">
        <Button
          onClick={() => {
            waiting.addEventListener('controlling', () => window.location.reload());
            waiting.messageSkipWaiting();
          }}
        >
          Update
        </Button>
        <Button fill="clear" onClick={() => setWaiting(null)}>
          Later
        </Button>
      </span>
    </div>
  );
}
