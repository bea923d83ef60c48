import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { signInBody, signUpBody } from '../../src/contract/auth';
import { chatBody } from '../../src/contract/chat';
import { evidenceFileBody, evidenceIdParams, registerEvidenceBody, updateEvidenceBody } from '../../src/contract/evidence';
import { createLetterBody, letterFormSchema, letterIdParams, updateLetterBody } from '../../src/contract/letters';
import { objectParamsSchema, objectPutQuerySchema, uploadRequestSchema } from '../../src/contract/objects';
import { createPetitionBody, petitionIdParams } from '../../src/contract/petitions';
import { putCvBody, saveProfileBody } from '../../src/contract/profile';
import { caseDocumentIdParams, generateStatementBody } from '../../src/contract/statements';

// Issue 11, finding 8: every string of every request schema either drops control characters or
// refuses them. Each schema gets a valid body; a control character is put into each of its strings
// in turn, and what the schema lets through must not hold one.

const ID = '0b7c6a2e-8d1f-4c3b-9a5e-1f2d3c4b5a69';
const HASH = 'a'.repeat(64);
/** A C0 control other than tab and newline, or DEL. */
const isControl = (ch: string) => {
  const code = ch.charCodeAt(0);
  return (code < 0x20 && ch !== '\t' && ch !== '\n') || code === 0x7f;
};

const SCHEMAS: Array<[string, ZodType, unknown]> = [
  ['signInBody', signInBody, { email: 'ada@example.com', password: 'correct horse battery', returnTo: '/dashboard' }],
  ['signUpBody', signUpBody, { email: 'ada@example.com', password: 'pw-long-enough', confirmPassword: 'pw-long-enough', firstName: 'Ada', lastName: 'Lovelace', returnTo: '/' }],
  ['chatBody', chatBody, { question: 'Which awards did Ada win?' }],
  ['registerEvidenceBody', registerEvidenceBody, { fileName: 'award.pdf', fileUrl: `/objects/u/${ID}/${HASH}.pdf`, fileSize: 10, mimeType: 'application/pdf' }],
  ['evidenceFileBody', evidenceFileBody, { evidenceUrl: `/objects/u/${ID}/${HASH}.pdf` }],
  ['updateEvidenceBody', updateEvidenceBody, { category: 'o1a_awards', aiDescription: 'An award letter.', userNotes: 'Page 2' }],
  ['evidenceIdParams', evidenceIdParams, { id: ID }],
  [
    'createLetterBody',
    createLetterBody,
    { recommenderName: 'Grace', recommenderEmail: 'grace@example.org', recommenderTitle: 'Professor', recommenderOrganization: 'Yale', relationship: 'Supervisor', keyAchievements: ['Won the prize'] },
  ],
  [
    'letterFormSchema',
    letterFormSchema,
    { recommenderName: 'Grace', recommenderEmail: '', recommenderTitle: 'Professor', recommenderOrganization: 'Yale', relationship: 'Supervisor', keyAchievements: 'Won the prize\nJudged the panel' },
  ],
  ['updateLetterBody', updateLetterBody, { letterContent: 'Dear officer, I recommend Ada.', status: 'draft' }],
  ['letterIdParams', letterIdParams, { id: ID }],
  ['uploadRequestSchema', uploadRequestSchema, { hash: HASH, extension: '.pdf' }],
  ['objectParamsSchema', objectParamsSchema, { userId: ID, file: `${HASH}.pdf` }],
  ['objectPutQuerySchema', objectPutQuerySchema, { grant: 'a1b2c3' }],
  ['createPetitionBody', createPetitionBody, { profileId: ID, visaType: 'O-1A' }],
  ['petitionIdParams', petitionIdParams, { id: ID }],
  [
    'saveProfileBody',
    saveProfileBody,
    { fullName: 'Ada Lovelace', linkedinUrl: 'https://linkedin.com/in/ada', githubUrl: '', scholarUrl: '', otherLinks: ['https://ada.example.org'], cvUrl: `/objects/u/${ID}/${HASH}.pdf`, cvFileName: 'cv.pdf' },
  ],
  ['putCvBody', putCvBody, { cvUrl: `/objects/u/${ID}/${HASH}.pdf`, cvFileName: 'cv.pdf' }],
  ['generateStatementBody', generateStatementBody, { criteriaId: 'o1a_awards', criteriaTitle: 'Awards', instructions: 'Stress the jury.' }],
  ['caseDocumentIdParams', caseDocumentIdParams, { id: ID }],
];

type Path = Array<string | number>;

/** The path of every string in a sample body. */
function stringPaths(value: unknown, path: Path = []): Path[] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, [...path, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...path, k]));
  return [];
}

function withStringAt(value: unknown, path: Path, change: (s: string) => string): unknown {
  if (path.length === 0) return change(value as string);
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head!] = withStringAt(copy[head!], rest, change);
  return copy;
}

/** Passwords are hashed, never stored or shown, and their rules belong to the password checks. */
const isPassword = (path: Path) => path[0] === 'password' || path[0] === 'confirmPassword';

const cases = SCHEMAS.flatMap(([name, schema, sample]) =>
  stringPaths(sample).filter((path) => !isPassword(path)).flatMap((path) =>
    ['\u0000', '\u0007', '\u001b', '\u007f'].map((ch) => ({ field: `${name}.${path.join('.')}`, ch: JSON.stringify(ch), schema, sample, path, control: ch })),
  ),
);

describe('control characters in request schemas', () => {
  it('every sample body is valid as it is', () => {
    for (const [name, schema, sample] of SCHEMAS) expect(schema.safeParse(sample).success, name).toBe(true);
  });

  it.each(cases)('$field with $ch is cleaned or refused', ({ schema, sample, path, control }) => {
    const parsed = schema.safeParse(withStringAt(sample, path, (s) => `${s.slice(0, 1)}${control}${s.slice(1)}`));
    if (!parsed.success) return;
    const kept = stringPaths(parsed.data).map((p) => p.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], parsed.data) as string);
    expect(kept.filter((text) => [...text].some(isControl))).toEqual([]);
  });

  it('a NUL in free text is dropped, and CR LF becomes a newline', () => {
    expect(chatBody.parse({ question: 'Which\u0000 awards?\r\nAnd when?' }).question).toBe('Which awards?\nAnd when?');
    expect(updateEvidenceBody.parse({ userNotes: 'a\tb\u0000' }).userNotes).toBe('a\tb');
  });

  it('a NUL in an id, an email or a URL is refused with a readable message', () => {
    const refusal = (schema: ZodType, body: unknown) => {
      const parsed = schema.safeParse(body);
      return parsed.success ? 'accepted' : parsed.error.issues[0]?.message;
    };
    expect(refusal(petitionIdParams, { id: `${ID}\u0000` })).toBe('The id must not contain control characters');
    expect(refusal(signInBody, { email: 'ada\u0000@example.com', password: 'x' })).toBe('The email address must not contain control characters');
    expect(refusal(saveProfileBody, { fullName: 'Ada', otherLinks: ['https://example.org/a\u0000b'] })).toBe('A URL must not contain control characters');
  });

  it('names and titles lose bidi controls and other invisible format characters, keeping joiners', () => {
    const hidden = '\u202eA\u202dd\u202ca\u2066 \u2069L\u200bo\u2060v\ufeffe\u061cl\u200e\u200face';
    const letter = createLetterBody.parse({ recommenderName: hidden, recommenderTitle: `Prof\u202eessor`, recommenderOrganization: `MI\u2067T`, relationship: 'Colleague' });
    expect([letter.recommenderName, letter.recommenderTitle, letter.recommenderOrganization]).toEqual(['Ada Lovelace', 'Professor', 'MIT']);
    expect(saveProfileBody.parse({ fullName: `Ada\u202e Lovelace` }).fullName).toBe('Ada Lovelace');
    expect(signUpBody.parse({ email: 'a@example.com', password: 'pw-long-enough', confirmPassword: 'pw-long-enough', firstName: 'A\u202eda', lastName: 'Love\u2066lace' })).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(generateStatementBody.parse({ criteriaId: 'o1a_awards', criteriaTitle: 'Awa\u202erds' }).criteriaTitle).toBe('Awards');
    expect(updateEvidenceBody.parse({ exhibitTitle: 'Best\u202e Paper' }).exhibitTitle).toBe('Best Paper');
    // Joiners are letters' glue in many scripts and in emoji: they stay.
    expect(saveProfileBody.parse({ fullName: 'می\u200cخواهم 👩\u200d🔬' }).fullName).toBe('می\u200cخواهم 👩\u200d🔬');
  });

  it('file names lose bidi override and isolate marks', () => {
    expect(putCvBody.parse({ cvUrl: `/objects/u/${ID}/${HASH}.pdf`, cvFileName: 'cv\u202efdp.exe' }).cvFileName).toBe('cvfdp.exe');
    expect(registerEvidenceBody.parse({ fileName: '\u2066report\u2069\u200f.pdf', fileUrl: '/x' }).fileName).toBe('report.pdf');
  });
});
