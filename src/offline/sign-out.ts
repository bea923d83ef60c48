import { clearPersistedCache } from './persisted-cache';
import { listOutbox, removeFromOutbox } from './outbox';

function pendingWarning(count: number): string {
  return `You have ${count} ${count === 1 ? 'item' : 'items'} waiting to upload. Signing out will delete ${count === 1 ? 'it' : 'them'} from this device. Sign out anyway?`;
}

/**
 * Sign out (spec: a navigation to /api/logout), after warning about queued items that
 * would be lost and clearing this device's copy of the user's data. The navigation is a form
 * POST: a GET of /api/logout only asks, so that a link on another site cannot sign anyone out.
 */
export async function signOut(confirm: (message: string) => boolean = (m) => window.confirm(m)): Promise<boolean> {
  const pending = await listOutbox().catch(() => []);
  if (pending.length > 0 && !confirm(pendingWarning(pending.length))) return false;
  await Promise.all(pending.map((item) => removeFromOutbox(item.id)));
  await clearPersistedCache({ leaving: true });
  submitLogout();
  return true;
}

function submitLogout() {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = '/api/logout';
  form.hidden = true;
  document.body.append(form);
  form.submit();
}
