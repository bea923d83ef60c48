import { objectExtension } from '../../../contract/object-names';
import { ANALYSABLE_EXTENSIONS, ANALYSABLE_MIME_TYPES, duplicateFileMessage, emptyFileMessage, MAX_EVIDENCE_BYTES, MAX_EVIDENCE_FILES, tooLargeMessage, tooManyFilesMessage, wrongTypeMessage } from '../../../contract/evidence-rules';

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
  const ext = objectExtension(file.name);
  const type = file.type.toLowerCase();
  return ANALYSABLE_EXTENSIONS.includes(ext) || ADVISED_EXTENSIONS.includes(ext) || type.startsWith('image/') || ANALYSABLE_MIME_TYPES.includes(type);
}

/** The same file picked again: same name, size and modification time. */
export const fileIdentity = (file: Picked) => `${file.name}\u0000${file.size}\u0000${file.lastModified}`;

/** Why one picked file cannot be uploaded (too large, empty, or of a type we do not read), or undefined when it can. */
function refusalOf(file: Picked): string | undefined {
  if (file.size > MAX_EVIDENCE_BYTES) return tooLargeMessage(file.name);
  if (file.size === 0) return emptyFileMessage(file.name);
  if (!isAcceptedUpload(file)) return wrongTypeMessage(file.name);
  return undefined;
}

/**
 * architecture.md §limits and architecture.md §errors: at most 10 files per selection (more is refused
 * whole: the user picks again), each at most 10485760 bytes, not empty and of a type we read.
 * A file with one of those problems is refused and named with its reason; the good files of
 * the same selection still go ahead, so one bad file does not cost the user the others. A file
 * already being uploaded (`inFlight`, by identity) or picked twice is dropped the same way.
 */
export function validateSelection<F extends Picked>(files: readonly F[], inFlight: ReadonlySet<string> = new Set()): { upload: F[]; problems: string[] } {
  if (files.length > MAX_EVIDENCE_FILES) return { upload: [], problems: [tooManyFilesMessage()] };
  const problems: string[] = [];
  const upload: F[] = [];
  const seen = new Set(inFlight);
  for (const file of files) {
    const id = fileIdentity(file);
    const refusal = refusalOf(file) ?? (seen.has(id) ? duplicateFileMessage(file.name) : undefined);
    if (refusal) problems.push(refusal);
    else upload.push(file);
    seen.add(id);
  }
  return { upload, problems };
}
