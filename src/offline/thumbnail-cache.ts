/**
 * Evidence photos the user has seen, kept by the service worker so their thumbnails still show
 * offline (issue 12 item 2). Keyed by the object's path without the signature: a signed link
 * lives 5 minutes, the photo behind it does not change. Cleared with the query cache at sign-out.
 */
export const THUMBNAIL_CACHE = 'exhibit-thumbnails';

/** The cache key of a signed `/objects/...?exp=&sig=` (or presigned S3) link: its origin and path alone. */
export function thumbnailCacheKey(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

/** A signed link to a stored object: our own `/objects/…`, or a presigned S3 GET on the bucket's origin. */
export function isStoredObjectUrl(url: URL, ownOrigin: string): boolean {
  if (url.origin === ownOrigin) return url.pathname.startsWith('/objects/');
  return url.searchParams.has('X-Amz-Signature');
}

export async function clearThumbnailCache(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(THUMBNAIL_CACHE).catch(() => false);
}
