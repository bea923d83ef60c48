// Type-level test, compiled by `npm run typecheck` (tsconfig.tools.json): every column of a
// table reaches the API shape in src/contract, unless it is listed here as private, with why.
// A column added to the schema and forgotten in the DTO stops the build, naming the column.
import type { caseDocuments, evidenceDocuments, petitions, profiles, recommendationLetters, users } from '../../server/platform/db/schema';
import type { AuthUser } from '../../src/contract/auth';
import type { CaseDocument, Evidence, Letter, Petition, Profile } from '../../src/contract/entities';

/** The columns of `Row` that `Dto` lacks and that are not declared `Private` (which must be real columns). */
type Unsent<Row, Dto, Private extends keyof Row = never> = Exclude<keyof Row, keyof Dto | Private>;
/** Compiles only when `T` is `never`; otherwise the error names the columns in `T`. */
type NoColumnsMissing<T extends never> = T;

export type ProfileColumns = NoColumnsMissing<
  Unsent<
    typeof profiles.$inferSelect,
    Profile,
    // The CV's extracted text feeds the analyst; the client has the CV itself.
    'cvText'
  >
>;

export type PetitionColumns = NoColumnsMissing<Unsent<typeof petitions.$inferSelect, Petition>>;

export type EvidenceColumns = NoColumnsMissing<
  Unsent<
    typeof evidenceDocuments.$inferSelect,
    Evidence,
    // Up to 200 KB of text and its search index stay on the server (evidence/dto.ts).
    | 'extractedText'
    | 'searchVector'
    // Bookkeeping: the duplicate check and the outbox's replay key.
    | 'sha256'
    | 'idempotencyKey'
  >
>;

export type LetterColumns = NoColumnsMissing<
  Unsent<
    typeof recommendationLetters.$inferSelect,
    Letter,
    // The outbox's replay key and the digest of the request it named; metadata is sent as its one field, `author`.
    'idempotencyKey' | 'requestDigest' | 'metadata'
  >
>;

export type CaseDocumentColumns = NoColumnsMissing<Unsent<typeof caseDocuments.$inferSelect, CaseDocument>>;

export type UserColumns = NoColumnsMissing<
  Unsent<
    typeof users.$inferSelect,
    AuthUser,
    // Never leaves the server.
    | 'passwordHash'
    // The signed-in reply names who is signed in, not the account's dates.
    | 'createdAt'
    | 'updatedAt'
  >
>;
