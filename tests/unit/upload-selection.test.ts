import { ApiError } from '../../src/offline/send';
import { describe, expect, it } from 'vitest';
import { UPLOAD_WIDGET_MESSAGES } from '../../src/contract/evidence';
import { remoteUploadMessage } from '../../src/features/evidence/lib/remote-upload-message';
import { fileIdentity, isAcceptedUpload, validateSelection } from '../../src/features/evidence/lib/validate-selection';

const file = (name: string, size = 10, type = '', lastModified = 1) => ({ name, size, type, lastModified });

describe('checking a selection before anything is uploaded', () => {
  it('passes up to 10 readable files and refuses an 11th whole', () => {
    const ten = Array.from({ length: 10 }, (_, i) => file(`n${i}.txt`));
    expect(validateSelection(ten)).toEqual({ upload: ten, problems: [] });
    expect(validateSelection([...ten, file('n10.txt')])).toEqual({ upload: [], problems: ['You can only upload 10 file(s)'] });
  });

  it('refuses each file too large, empty, or of a type we cannot read, says which and why, and lets the good ones go', () => {
    const ok = file('ok.pdf');
    const { upload, problems } = validateSelection([ok, file('big.pdf', 10485761), file('empty.txt', 0), file('setup.exe', 5, 'application/x-msdownload')]);
    expect(upload).toEqual([ok]);
    expect(problems).toEqual([
      'big.pdf exceeds maximum allowed size of 10 MB',
      'This file is smaller than the allowed size: empty.txt is empty (0 bytes). Choose a file with content.',
      'You can only upload: PDF, Word (.docx), text (.txt, .md, .csv) and images. setup.exe is not one of these.',
    ]);
    expect(validateSelection([file('max.pdf', 10485760)]).problems).toEqual([]);
  });

  it('uploads the small text file picked with an 11 MB PDF, and names only the PDF', () => {
    const note = file('note.txt', 12, 'text/plain');
    expect(validateSelection([file('scan.pdf', 11 * 1024 * 1024, 'application/pdf'), note])).toEqual({
      upload: [note],
      problems: ['scan.pdf exceeds maximum allowed size of 10 MB'],
    });
  });

  it('accepts by extension or declared type, in any case, and leaves HEIC to the server’s advice', () => {
    for (const f of [file('A.PDF'), file('letter.docx'), file('notes.md'), file('scan', 5, 'image/jpeg'), file('photo.HEIC'), file('x', 5, 'application/pdf')]) {
      expect(isAcceptedUpload(f), f.name).toBe(true);
    }
    for (const f of [file('archive.zip', 5, 'application/zip'), file('old.doc', 5, 'application/msword'), file('noext'), file('.pdf.exe')]) {
      expect(isAcceptedUpload(f), f.name).toBe(false);
    }
  });

  it('drops a file picked twice, or one still uploading, and lets the rest go', () => {
    const a = file('a.pdf', 10, 'application/pdf', 5);
    const b = file('b.pdf', 20, 'application/pdf', 5);
    const again = validateSelection([a, b, { ...a }]);
    expect(again.upload).toEqual([a, b]);
    expect(again.problems).toEqual(["Cannot add the duplicate file 'a.pdf', it is already being uploaded"]);
    const busy = validateSelection([a, b], new Set([fileIdentity(b)]));
    expect(busy.upload).toEqual([a]);
    expect(busy.problems).toEqual(["Cannot add the duplicate file 'b.pdf', it is already being uploaded"]);
    // Same name but another file (size or time differs) is not a duplicate.
    expect(validateSelection([a, { ...a, lastModified: 6 }]).upload).toHaveLength(2);
  });
});

describe('wording a failed PUT of the bytes (architecture.md §errors remote-upload errors)', () => {
  const http = (status: number, body: string) => new ApiError(status, body);
  it('uses the widget messages for 401, an expired link and a bare non-2xx, and keeps the server’s reason otherwise', () => {
    expect(remoteUploadMessage(http(401, '{"message":"Unauthorized"}'))).toBe('Authorization required');
    expect(remoteUploadMessage(http(403, '{"message":"This upload link has expired. Please try again."}'))).toBe('Request has expired. Please try again.');
    expect(remoteUploadMessage(http(403, '{"message":"This upload link was issued to another user"}'))).toBe('This upload link was issued to another user');
    expect(remoteUploadMessage(http(400, '{"message":"The bytes do not match the hash"}'))).toBe('The bytes do not match the hash');
    expect(remoteUploadMessage(http(502, '<html>Bad gateway</html>'))).toBe('Non 2xx');
    expect(remoteUploadMessage('boom')).toBe(UPLOAD_WIDGET_MESSAGES.unknown);
    expect(remoteUploadMessage(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});
