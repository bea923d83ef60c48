import { MAX_EVIDENCE_FILE_NAME } from '../../src/contract/evidence';

/**
 * A file name safe to store and show: the last path segment, without control characters,
 * at most 255 characters (keeping the extension). Never used to build a path on disk.
 */
export function cleanFileName(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .trim();
  if (base === '' || base === '.' || base === '..') return 'file';
  if (base.length <= MAX_EVIDENCE_FILE_NAME) return base;
  const dot = base.lastIndexOf('.');
  const ext = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : '';
  return base.slice(0, MAX_EVIDENCE_FILE_NAME - ext.length) + ext;
}
