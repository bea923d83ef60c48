import {
  duplicateFileMessage,
  emptyFileMessage,
  isAcceptedUpload,
  MAX_EVIDENCE_BYTES,
  MAX_EVIDENCE_FILES,
  tooLargeMessage,
  tooManyFilesMessage,
  wrongTypeMessage,
} from '../../../contract/evidence';

type Picked = Pick<File, 'name' | 'size' | 'type' | 'lastModified'>;

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
