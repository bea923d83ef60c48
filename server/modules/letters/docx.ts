import { letterDocxFileName } from '../../../src/contract/word-drafts';
import type { Db } from '../../platform/db/client';
import type { recommendationLetters } from '../../platform/db/schema';
import { loadOwnedLetter } from '../../platform/db/ownership';
import type { DocxSignature } from '../../platform/documents/docx';

type LetterRow = typeof recommendationLetters.$inferSelect;

const CLOSING = /^(sincerely|yours sincerely|sincerely yours|yours truly|yours faithfully|respectfully|respectfully yours|with best regards|best regards|kind regards|regards|with appreciation)\s*,?$/i;

/**
 * The letter's text split at its last closing ('Sincerely,'), so the signature block goes between the
 * closing and the name. After the closing, the lines that are the recommender's own details (name,
 * title, organization, email) are dropped, since the block prints them under the signature line;
 * anything else written there (a postscript) follows the block. A letter without a closing keeps
 * all its text and gets 'Sincerely,'.
 */
export function splitLetter(letter: Pick<LetterRow, 'letterContent' | 'recommenderName' | 'recommenderTitle' | 'recommenderOrganization' | 'recommenderEmail'>) {
  const lines = letter.letterContent.replace(/\r\n?/g, '\n').split('\n');
  const details = new Set(
    [letter.recommenderName, letter.recommenderTitle, letter.recommenderOrganization, letter.recommenderEmail ?? '']
      .map((d) => d.trim().toLowerCase())
      .filter(Boolean),
  );
  const at = lines.findLastIndex((line) => CLOSING.test(line.trim()));
  if (at < 0) return { body: letter.letterContent.trimEnd(), closing: 'Sincerely,', postscript: '' };
  const closing = (lines[at] ?? '').trim();
  const postscript = lines
    .slice(at + 1)
    .filter((line) => !details.has(line.trim().toLowerCase()))
    .join('\n')
    .trim();
  return { body: lines.slice(0, at).join('\n').trimEnd(), closing: closing.endsWith(',') ? closing : `${closing},`, postscript };
}

/**
 * A recommendation letter as a Word draft, ready for the recommender's letterhead: blank space at the
 * top of each page, the text with its own line breaks, then room to sign above a line with the
 * recommender's name, title and organization.
 */
export async function letterDocx(db: Db, userId: string, letterId: string): Promise<{ fileName: string; body: Buffer }> {
  const letter = await loadOwnedLetter(db, userId, letterId);
  const { body, closing, postscript } = splitLetter(letter);
  const signature: DocxSignature = {
    closing,
    lines: [letter.recommenderName, letter.recommenderTitle, letter.recommenderOrganization, letter.recommenderEmail ?? ''],
  };
  // docx and micromark load on the first download, not with the server (issue 15: start-up).
  const { markdownToDocx } = await import('../../platform/documents/docx');
  const buffer = await markdownToDocx({
    title: `Recommendation letter from ${letter.recommenderName}`,
    markdown: body,
    letterhead: true,
    keepLineBreaks: true,
    signature,
    postscript,
  });
  return { fileName: letterDocxFileName(letter.recommenderName), body: buffer };
}
