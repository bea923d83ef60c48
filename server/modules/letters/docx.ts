import { letterDocxFileName } from '../../../src/contract/word-drafts';
import type { Db } from '../../platform/db/client';
import type { recommendationLetters } from '../../platform/db/schema';
import { loadOwnedLetter } from '../../platform/db/ownership';
import { markdownToDocx, type DocxSignature } from '../../platform/documents/docx';

type LetterRow = typeof recommendationLetters.$inferSelect;

const CLOSING = /^(sincerely|yours sincerely|sincerely yours|yours truly|yours faithfully|respectfully|respectfully yours|with best regards|best regards|kind regards|regards|with appreciation)\s*,?$/i;

/**
 * The letter's text split into body and closing, so the signature block can go between the closing
 * and the name. The typed sign-off ('Sincerely,' then name, title, organization, email) is taken off
 * only when every line after the closing is one of the recommender's own details; anything else the
 * recommender wrote there (a postscript) stays in the body, and the default closing is used.
 */
export function splitLetter(letter: Pick<LetterRow, 'letterContent' | 'recommenderName' | 'recommenderTitle' | 'recommenderOrganization' | 'recommenderEmail'>) {
  const lines = letter.letterContent.replace(/\r\n?/g, '\n').split('\n');
  const details = new Set(
    [letter.recommenderName, letter.recommenderTitle, letter.recommenderOrganization, letter.recommenderEmail ?? '']
      .map((d) => d.trim().toLowerCase())
      .filter(Boolean),
  );
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = (lines[i] ?? '').trim();
    if (!CLOSING.test(line)) continue;
    const after = lines.slice(i + 1).map((l) => l.trim().toLowerCase());
    if (after.every((l) => l === '' || details.has(l))) {
      return { body: lines.slice(0, i).join('\n').trimEnd(), closing: line.endsWith(',') ? line : `${line},` };
    }
    break;
  }
  return { body: letter.letterContent.trimEnd(), closing: 'Sincerely,' };
}

/**
 * A recommendation letter as a Word draft, ready for the recommender's letterhead: blank space at the
 * top of each page, the text with its own line breaks, then room to sign above a line with the
 * recommender's name, title and organization.
 */
export async function letterDocx(db: Db, userId: string, letterId: string): Promise<{ fileName: string; body: Buffer }> {
  const letter = await loadOwnedLetter(db, userId, letterId);
  const { body, closing } = splitLetter(letter);
  const signature: DocxSignature = {
    closing,
    lines: [letter.recommenderName, letter.recommenderTitle, letter.recommenderOrganization, letter.recommenderEmail ?? ''],
  };
  const buffer = await markdownToDocx({
    title: `Recommendation letter from ${letter.recommenderName}`,
    markdown: body,
    letterhead: true,
    keepLineBreaks: true,
    signature,
  });
  return { fileName: letterDocxFileName(letter.recommenderName), body: buffer };
}
