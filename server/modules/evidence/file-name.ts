import { MAX_EVIDENCE_FILE_NAME } from '../../../src/contract/evidence';
import { stripFileNameMarks } from '../../../src/contract/text';

/**
 * A file name safe to store and show: the last path segment, without control characters or
 * bidi override marks (so 'report\u202Eexe.txt' cannot pass for a text file), at most
 * `max` characters (keeping the extension). Never used to build a path on disk.
 */
export function cleanFileName(name: string, max = MAX_EVIDENCE_FILE_NAME): string {
  const base = stripFileNameMarks((name.split(/[\\/]/).pop() ?? '').normalize('NFC')).trim();
  if (base === '' || base === '.' || base === '..') return 'file';
  if (base.length <= max) return base;
  const dot = base.lastIndexOf('.');
  const ext = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : '';
  return base.slice(0, max - ext.length) + ext;
}
