import { serverMessage } from '../../../api/http';
import { UPLOAD_WIDGET_MESSAGES } from '../../../contract/evidence';

/** Spec §8 remote-upload wording for the PUT of the bytes, with the server's reason when it gave one. */
export function remoteUploadMessage(cause: unknown): string | undefined {
  if (!(cause instanceof Error)) return UPLOAD_WIDGET_MESSAGES.unknown;
  const status = /^(\d{3}): /.exec(cause.message)?.[1];
  if (!status) return undefined;
  const reason = serverMessage(cause);
  if (status === '401') return UPLOAD_WIDGET_MESSAGES.authorizationRequired;
  if (status === '403' && /expired/i.test(reason ?? '')) return `${UPLOAD_WIDGET_MESSAGES.requestExpired}. Please try again.`;
  return reason ?? UPLOAD_WIDGET_MESSAGES.non2xx;
}
