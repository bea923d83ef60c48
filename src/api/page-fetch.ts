import type { SendFetch } from '../offline/send';
import { trackedFetch } from './connectivity';

const NULL_BODY_STATUS = new Set([101, 204, 205, 304]);

/**
 * The page's fetch for the shared send path (../offline/send): requests to our API count as
 * evidence of the connection, and a PUT that wants upload progress goes through XMLHttpRequest,
 * the only browser API that reports it. Its network failure looks like fetch's (a TypeError).
 */
export const pageFetch: SendFetch = (url, init) => {
  const { onUploadProgress, ...rest } = init;
  if (!onUploadProgress || typeof XMLHttpRequest === 'undefined') return trackedFetch(url, rest);
  return xhrFetch(url, rest, onUploadProgress);
};

function xhrFetch(url: string, init: RequestInit, onProgress: (fraction: number) => void): Promise<Response> {
  const { signal } = init;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.open(init.method ?? 'GET', url);
    xhr.withCredentials = init.credentials === 'include';
    new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      settle();
      const body = NULL_BODY_STATUS.has(xhr.status) ? null : xhr.responseText;
      resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText }));
    };
    xhr.onerror = () => {
      settle();
      reject(new TypeError('Failed to fetch'));
    };
    xhr.onabort = () => {
      settle();
      reject(signal?.reason ?? new DOMException('The upload was cancelled.', 'AbortError'));
    };
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}
