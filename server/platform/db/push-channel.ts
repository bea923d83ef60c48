import type { PushMessage } from '../../../src/contract/push';
import { CHANGE_KINDS, type ChangeKind } from './change-feed';

/** The one NOTIFY channel every instance LISTENs on: user messages, session-ended signals and the database's changes. */
export const PUSH_CHANNEL = 'exhibit_push';

/**
 * What travels on the channel. A session is named by the SHA-256 of its id (what the sessions
 * table holds), never by the id itself, so nothing on the channel could be replayed as a cookie.
 */
type ChannelPayload = { userId: string; message: PushMessage } | { endedSession: string } | { changed: ChangeKind; id: string };

export function parseChannelPayload(text: string): ChannelPayload | undefined {
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value !== 'object' || value === null) return undefined;
    if ('changed' in value && CHANGE_KINDS.includes(value.changed as ChangeKind) && 'id' in value && typeof value.id === 'string') {
      return { changed: value.changed as ChangeKind, id: value.id };
    }
    if ('endedSession' in value && typeof value.endedSession === 'string') return { endedSession: value.endedSession };
    if ('userId' in value && typeof value.userId === 'string' && 'message' in value) return value as ChannelPayload;
  } catch {
    // Not ours: another client may NOTIFY on the same database.
  }
  return undefined;
}
