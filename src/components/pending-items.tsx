import { IonNote } from './ionic-fields/note';
import { cloudDoneOutline, cloudOfflineOutline, refreshOutline, trashOutline, warningOutline } from 'ionicons/icons';
import { Icon } from './icon';
import { Button } from './button';
import './pending-items.css';

export type PendingItem = { id: string; label: string; detail?: string; failed: boolean; error?: string; landing?: boolean };

/**
 * Operations waiting in the outbox, shown where their results will appear (architecture.md §an-offline-replay):
 * 'Waiting for connection', or the server's reason when it refused them, with retry and cancel.
 */
export function PendingItems({ items, onRetry, onCancel }: { items: PendingItem[]; onRetry: (id: string) => void; onCancel: (id: string) => void }) {
  if (items.length === 0) return null;
  return (
    <ul className="pending-items" aria-label="Waiting to upload">
      {items.map((item) => (
        <li
          key={item.id}
          className={`pending-item ${item.failed ? 'pending-item-failed' : ''}`}
          data-testid="pending-item"
          data-state={item.landing ? 'landing' : item.failed ? 'failed' : 'waiting'}
        >
          <Icon icon={item.landing ? cloudDoneOutline : item.failed ? warningOutline : cloudOfflineOutline} />
          <div className="pending-item-text">
            <div className="pending-item-label">{item.label}</div>
            {item.detail && <IonNote>{item.detail}</IonNote>}
            <div className="pending-item-state">{item.landing ? 'Uploaded' : item.failed ? item.error || 'Could not be sent' : 'Waiting for connection'}</div>
          </div>
          {!item.landing && (
            <>
              <Button fill="clear" onClick={() => onRetry(item.id)} aria-label={`Retry ${item.label}`}>
                <Icon slot="icon-only" icon={refreshOutline} />
              </Button>
              <Button fill="clear" color="danger" onClick={() => onCancel(item.id)} aria-label={`Cancel ${item.label}`}>
                <Icon slot="icon-only" icon={trashOutline} />
              </Button>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
