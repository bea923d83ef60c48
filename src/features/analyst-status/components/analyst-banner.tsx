
import { alertCircleOutline } from 'ionicons/icons';
import { DEGRADED_MESSAGE } from '../../../contract/analyst-words';
import { useAnalystStatus } from '../api/analyst-status';
import { Icon } from '../../../components/icon';
import '../analyst-status.css';

const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/**
 * Says so while the language model is bypassed after repeated failures (issue 16 item 4): the
 * drafts made meanwhile are the built-in analyst's, and each says so in its small print.
 */
export function AnalystBanner() {
  const status = useAnalystStatus().data;
  if (!status?.degraded) return null;
  return (
    <p className="analyst-banner" role="status" data-testid="analyst-banner">
      <Icon icon={alertCircleOutline} /> {DEGRADED_MESSAGE}
      {status.until && <> The model is tried again from {time(status.until)}.</>}
    </p>
  );
}
