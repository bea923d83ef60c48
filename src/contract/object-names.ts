// Object names, sizes and extensions without zod, so the service worker's send path stays small.

/** architecture.md §limits: CV and evidence files are at most 10485760 bytes (10 MB). */
export const MAX_UPLOAD_BYTES = 10485760;

/** SHA-256 as 64 lowercase hex characters. */
export const SHA256_HEX = /^[0-9a-f]{64}$/;

/** A file extension as stored in object paths: '' or a dot and 1–10 lowercase letters/digits. */
export const OBJECT_EXTENSION = /^(\.[a-z0-9]{1,10})?$/;

/** `/objects/u/{userId}/{sha256}{ext}`: the only object path shape the server accepts. */
export const OBJECT_PATH = /^\/objects\/u\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/([0-9a-f]{64})(\.[a-z0-9]{1,10})?$/;

/** The last path segment of an object: `{sha256}{ext}`. */
export const OBJECT_FILE = /^[0-9a-f]{64}(\.[a-z0-9]{1,10})?$/;

/** The lowercase text after the last dot of a name's last path segment ('pdf' for 'CV.PDF'); '' when there is none. */
export function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot >= 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** The extension as object paths carry it: '.pdf' for 'CV.PDF'; '' when the server would not accept it. */
export function objectExtension(name: string): string {
  const ext = extensionOf(name);
  return ext && OBJECT_EXTENSION.test(`.${ext}`) ? `.${ext}` : '';
}
