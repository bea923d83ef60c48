import { IonSpinner } from '@ionic/react';
import { alertCircle, checkmarkCircle, documentTextOutline } from 'ionicons/icons';
import { Icon } from '../../../components/icon';

type Drawn = { icon: string; label: string; status: 'completed' | 'failed' | 'pending'; color: 'success' | 'danger' | 'medium' };

const COMPLETED: Drawn = { icon: checkmarkCircle, label: 'Completed', status: 'completed', color: 'success' };
const FAILED: Drawn = { icon: alertCircle, label: 'Failed', status: 'failed', color: 'danger' };
const PENDING: Drawn = { icon: documentTextOutline, label: 'Not yet analyzed', status: 'pending', color: 'medium' };

/**
 * architecture.md §screens: spinner while processing, check when completed, error when failed, a document otherwise.
 * The three icons are drawn inline in the Ionic colour they had as IonIcon (one custom element less a row).
 */
export function StatusIcon({ status }: { status: string | null }) {
  if (status === 'processing') return <IonSpinner name="crescent" className="evidence-status" aria-label="Processing" data-testid="status-processing" />;
  const drawn = status === 'completed' ? COMPLETED : status === 'failed' ? FAILED : PENDING;
  return (
    <span role="img" className={`evidence-status evidence-status-${drawn.color}`} aria-label={drawn.label} data-testid={`status-${drawn.status}`}>
      <Icon icon={drawn.icon} className="row-icon" />
    </span>
  );
}
