/**
 * A document's own heading in capitals under its letterhead names what it is (issue 32, decision 129): 'CERTIFICATE OF
 * EMPLOYMENT', 'SOLOIST ENGAGEMENT AGREEMENT — dated …', 'EVALUATION OF FOREIGN EDUCATIONAL CREDENTIALS — File No. …'.
 * Of a bilingual heading ('CERTIFICAT D'EMPRESA / CERTIFICATE OF EMPLOYMENT') its last part, as an index lists it.
 */
import { readableCase } from '../exhibit-title-lines';

/** A heading naming a kind of document: a certificate, an agreement, an evaluation, a verification, an attestation. */
const NAMES_DOCUMENT = /^(?:[\p{Lu}'’ ]+ )?(?:CERTIFICATE|AGREEMENT|CONTRACT|EVALUATION|VERIFICATION|ATTESTATION|DECLARATION|CONFIRMATION|LETTER)\b(?: OF [\p{Lu}'’ ]+)?$/u;

/** The heading, in title case, of the first lines (the letterhead's first line aside), or undefined. */
export function documentHeading(head: string): string | undefined {
  const lines = head.split('\n').map((l) => l.trim()).filter(Boolean).slice(1, 7);
  for (const line of lines) {
    const first = line.split(/\s+[—–-]\s+/)[0]!.trim();
    const part = first.split(/\s+\/\s+/).pop()!.trim();
    if (part.length >= 8 && part.length <= 70 && part === part.toUpperCase() && NAMES_DOCUMENT.test(part)) return readableCase(part);
  }
  return undefined;
}
