import { apiRequest } from '../../../api/http';
import type { CvDownloadUrlReply } from '../../../contract/profile';

/** GET /api/cv/download-url: a short-lived signed link, asked for at the moment the user taps View. */
export async function fetchCvDownloadUrl(): Promise<string> {
  const { url } = await apiRequest<CvDownloadUrlReply>('GET', '/api/cv/download-url');
  return url;
}
