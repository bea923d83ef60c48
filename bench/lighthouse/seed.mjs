// The signed-in petition both page benchmarks load (run.mjs, main-thread.mjs): fifty short text documents,
// each a line of evidence the analyst can place, uploaded as a zip and analysed.
import { makeZip } from '../../tests/fixtures/make-fixtures.ts';
import { uploadZip, userWithPetition, waitUntilAnalysed } from '../analysis/server.mjs';

export const ROWS = 50;

function evidenceZip() {
  const lines = [
    'Ada Lovelace won the National Prize for Excellence in Computing, awarded by a jury of experts.',
    'The Guardian newspaper featured her work in a magazine interview by a staff journalist.',
    'She served as a judge on the program committee and reviewed manuscripts for the journal.',
    'Her peer-reviewed article in the Journal of Computing was cited over 300 times.',
    'As director of research she led a team of forty engineers at a distinguished company.',
  ];
  const entries = Array.from({ length: ROWS }, (_, i) => ({
    name: `evidence-${String(i + 1).padStart(2, '0')}.txt`,
    data: Buffer.from(`Exhibit ${i + 1}.\n${lines[i % lines.length]}\n${lines[(i + 2) % lines.length]}\n`),
  }));
  return makeZip(entries);
}

/** A user with a petition of ROWS analysed rows: { cookie, petitionId }. */
export async function petitionWithRows(url) {
  const user = await userWithPetition(url);
  await uploadZip(url, user, await evidenceZip());
  const rows = await waitUntilAnalysed(url, user, ROWS, { timeoutMs: 10 * 60_000 });
  console.log(`seeded: ${rows.length} evidence rows, ${rows.filter((r) => r.processingStatus === 'completed').length} analysed`);
  return user;
}
