import { ApiError } from '../../../api/http';
import { UPLOAD_WIDGET_MESSAGES } from '../../../contract/evidence-rules';

/** architecture.md §errors remote-upload wording for the PUT of the bytes, with the server's reason when it gave one. */
export function remoteUploadMessage(cause: unknown): string | undefined {
  if (!(cause instanceof Error)) return UPLOAD_WIDGET_MESSAGES.unknown;
  if (!(cause instanceof ApiError)) return undefined;
  if (cause.status === 401) return UPLOAD_WIDGET_MESSAGES.authorizationRequired;
  if (cause.status === 403 && /expired/i.test(cause.reason ?? '')) return `${UPLOAD_WIDGET_MESSAGES.requestExpired}. Please try again.`;
  return cause.reason ?? UPLOAD_WIDGET_MESSAGES.non2xx;
}
