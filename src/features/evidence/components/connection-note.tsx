import { useEffect, useRef, useState } from 'react';
import { UPLOAD_WIDGET_MESSAGES } from '../../../contract/evidence-rules';
import { useOnline } from '../../../offline';

const CONNECTED_VISIBLE_MS = 4000;

/**
 * The upload panel's own word on the connection (architecture.md §errors widget messages): offline, files
 * are kept on the device; back online, a short 'Connected to the Internet'.
 */
export function ConnectionNote() {
  const online = useOnline();
  const wasOffline = useRef(!online);
  const [reconnected, setReconnected] = useState(false);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      setReconnected(false);
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    setReconnected(true);
    const timer = setTimeout(() => setReconnected(false), CONNECTED_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [online]);

  if (!online) {
    return (
      <p className="upload-connection upload-connection-offline" role="status" data-testid="upload-connection">
        <strong>{UPLOAD_WIDGET_MESSAGES.noInternet}</strong> — files you add are kept on this device and upload when you are back online.
      </p>
    );
  }
  if (!reconnected) return null;
  return (
    <p className="upload-connection" role="status" data-testid="upload-connection">
      {UPLOAD_WIDGET_MESSAGES.connected}
    </p>
  );
}
