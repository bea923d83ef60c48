import { ProgressBar } from '../../../components/progress-bar';
import { closeOutline } from 'ionicons/icons';
import type { UploadItem } from '../hooks/use-file-uploads';
import { Icon } from '../../../components/icon';
import { Button } from '../../../components/button';

const PHASE_LABEL: Record<UploadItem['phase'], string> = {
  waiting: 'Waiting...',
  hashing: 'Hashing...',
  uploading: 'Uploading...',
  registering: 'Saving...',
  done: 'Uploaded',
  failed: 'Failed',
};

/** One progress bar per file (hashing, uploading, registering); a failed file keeps its reason. */
export function UploadProgressList({ items, onDismiss }: { items: UploadItem[]; onDismiss: (key: string) => void }) {
  if (items.length === 0) return null;
  return (
    <ul className="upload-progress" aria-label="Uploads">
      {items.map((item) => (
        <li key={item.key} data-testid="upload-item" data-phase={item.phase}>
          <div className="upload-progress-line">
            <span className="upload-progress-name">{item.name}</span>
            <span className="muted upload-progress-status">
              {PHASE_LABEL[item.phase]}
              {item.phase !== 'failed' && item.phase !== 'waiting' && ` ${Math.round(item.fraction * 100)}%`}
            </span>
            {item.phase === 'failed' && (
              <Button fill="clear" size="small" onClick={() => onDismiss(item.key)} aria-label={`Dismiss ${item.name}`}>
                <Icon slot="icon-only" icon={closeOutline} />
              </Button>
            )}
          </div>
          {item.phase === 'failed' ? (
            <p className="evidence-error" role="alert">
              {item.error}
            </p>
          ) : (
            <ProgressBar value={item.fraction} aria-label={`${item.name} progress`} />
          )}
        </li>
      ))}
    </ul>
  );
}
