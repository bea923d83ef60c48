// The write protocols (issue 13 item 1): one leaf, fetch only, for the page and the service worker alike.
export { ApiError, throwIfResNotOk, serverMessage } from './api-error';
export { sendJson, type SendFetch } from './request';
export {
  uploadObject,
  checkUploadSize,
  UploadUrlError,
  MAX_UPLOAD_BYTES,
  type StoredObject,
} from './upload-object';
export { sendEvidence, type EvidenceSendPhase } from './evidence';
export { sendLetter } from './letter';
export { sendInvite } from './invite';
