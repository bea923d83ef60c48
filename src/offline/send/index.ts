// The write protocols (issue 13 item 1): one leaf, fetch only, for the page and the service worker alike.
export { ApiError, throwIfResNotOk, serverMessage } from './api-error';
export { sendJson, type SendFetch, type SendOptions } from './request';
export {
  uploadObject,
  checkUploadSize,
  UploadUrlError,
  UPLOAD_URL_FAILED,
  MAX_UPLOAD_BYTES,
  FALLBACK_MIME_TYPE,
  type StoredObject,
  type UploadObjectOptions,
} from './upload-object';
export { sendEvidence, registerEvidence, type EvidenceFile, type EvidenceSendPhase, type SendEvidenceOptions } from './evidence';
export { sendLetter } from './letter';
export { sendInvite } from './invite';
