import { emptyFileMessage, MAX_EVIDENCE_BYTES, MAX_EVIDENCE_FILES, tooLargeMessage, tooManyFilesMessage } from '../../../contract/evidence';

/**
 * Spec §5/§9: at most 10 files per selection, each at most 10485760 bytes (and not empty).
 * Returns the messages for what is refused; an over-long selection is refused whole, so
 * nothing is uploaded that the user did not mean to keep.
 */
export function validateSelection(files: readonly Pick<File, 'name' | 'size'>[]): { accepted: boolean; problems: string[] } {
  if (files.length > MAX_EVIDENCE_FILES) return { accepted: false, problems: [tooManyFilesMessage()] };
  const problems: string[] = [];
  for (const file of files) {
    if (file.size > MAX_EVIDENCE_BYTES) problems.push(tooLargeMessage(file.name));
    else if (file.size === 0) problems.push(emptyFileMessage(file.name));
  }
  return { accepted: problems.length === 0, problems };
}
