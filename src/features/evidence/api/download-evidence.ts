import type { Evidence } from '../../../contract/entities';
import { isUnauthorizedError } from '../../../api/http';
import { toast } from '../../../lib/toast-store';
import { isConnectionFailure, requireConnection, showNeedsConnection } from '../../../api/needs-connection';
import { NEEDS_CONNECTION_MESSAGE } from '../lib/needs-connection';
import { evidenceRequest } from './evidence-request';

/**
 * GET /api/evidence/{id}/download-url, opened in a new tab. The tab is opened synchronously in
 * the click (popup blockers allow that, not a window.open after an await) and pointed at the
 * signed URL once it arrives.
 */
export async function openEvidenceDownload(evidence: Pick<Evidence, 'id'>): Promise<void> {
  // Offline, no empty tab is opened only to be closed again.
  try {
    requireConnection(NEEDS_CONNECTION_MESSAGE);
  } catch {
    return showNeedsConnection(NEEDS_CONNECTION_MESSAGE);
  }
  const tab = window.open('', '_blank');
  try {
    const { url } = await evidenceRequest<{ url: string }>('GET', `/api/evidence/${evidence.id}/download-url`);
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else {
      window.location.assign(url);
    }
  } catch (error) {
    tab?.close();
    if (isConnectionFailure(error)) return showNeedsConnection(NEEDS_CONNECTION_MESSAGE);
    if (!isUnauthorizedError(error)) toast({ title: 'Error', description: 'Failed to download file. Please try again.', variant: 'destructive' });
  }
}
