import { IonIcon, IonSpinner } from '@ionic/react';
import { alertCircle, checkmarkCircle, documentTextOutline } from 'ionicons/icons';

/** architecture.md §screens: spinner while processing, check when completed, error when failed, a document otherwise. */
export function StatusIcon({ status }: { status: string | null }) {
  if (status === 'processing') return <IonSpinner name="crescent" className="evidence-status" aria-label="Processing" data-testid="status-processing" />;
  if (status === 'completed') return <IonIcon icon={checkmarkCircle} color="success" className="evidence-status" aria-label="Completed" data-testid="status-completed" />;
  if (status === 'failed') return <IonIcon icon={alertCircle} color="danger" className="evidence-status" aria-label="Failed" data-testid="status-failed" />;
  return <IonIcon icon={documentTextOutline} color="medium" className="evidence-status" aria-label="Not yet analyzed" data-testid="status-pending" />;
}
