import { extensionOf } from '../../../api/upload';
import {
  ANALYSABLE_EXTENSIONS,
  ANALYSABLE_MIME_TYPES,
  duplicateFileMessage,
  emptyFileMessage,
  MAX_EVIDENCE_BYTES,
  MAX_EVIDENCE_FILES,
  tooLargeMessage,
  tooManyFilesMessage,
  wrongTypeMessage,
} from '../../../contract/evidence';

type Picked = Pick<File, 'name' | 'size' | 'type' | 'lastModified'>;

/** HEIC/HEIF photos pass the first check: the server then explains how to export them as JPEG. */
const ADVISED_EXTENSIONS = ['.heic', '.heif'];

/** The file picker's accept list: what the server reads, plus any image for the camera. */
export const UPLOAD_ACCEPT = [...ANALYSABLE_EXTENSIONS, 'image/*', ...ANALYSABLE_MIME_TYPES].join(',');

/**
 * The panel's first check on a picked file, by its name or declared type (the picker's
 * accept list can be bypassed with "All files"); the server still sniffs the bytes.
 */
export function isAcceptedUpload(file: Pick<File, 'name' | 'type'>): boolean {
  const ext = extensionOf(file.name);
  const type = file.type.toLowerCase();
  return ANALYSABLE_EXTENSIONS.includes(ext) || ADVISED_EXTENSIONS.includes(ext) || type.startsWith('image/') || ANALYSABLE_MIME_TYPES.includes(type);
}

/** The same file picked again: same name, size and modification time. */
export const fileIdentity = (file: Picked) => `${file.name}\u0000${file.size}\u0000${file.lastModified}`;

/**
 * Spec §5/§9 and the §8 widget messages: at most 10 files per selection, each at most
 * 10485760 bytes, not empty and of a type we read. A selection with any of those problems is
 * refused whole, so nothing is uploaded that the user did not mean to keep. A file that is
 * already being uploaded (`inFlight`, by identity) is only dropped: the rest go ahead.
 */
export function validateSelection<F extends Picked>(files: readonly F[], inFlight: ReadonlySet<string> = new Set()): { upload: F[]; problems: string[] } {
  if (files.length > MAX_EVIDENCE_FILES) return { upload: [], problems: [tooManyFilesMessage()] };
  const problems: string[] = [];
  for (const file of files) {
    if (file.size > MAX_EVIDENCE_BYTES) problems.push(tooLargeMessage(file.name));
    else if (file.size === 0) problems.push(emptyFileMessage(file.name));
    else if (!isAcceptedUpload(file)) problems.push(wrongTypeMessage(file.name));
  }
  if (problems.length > 0) return { upload: [], problems };
  const upload: F[] = [];
  const seen = new Set(inFlight);
  for (const file of files) {
    const id = fileIdentity(file);
    if (seen.has(id)) problems.push(duplicateFileMessage(file.name));
    else upload.push(file);
    seen.add(id);
  }
  return { upload, problems };
}
