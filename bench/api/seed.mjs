// Shared by bench/api/run.mjs and bench/api/profile.mjs: flags, the server (PGlite, or PostgreSQL with
// --database-url), and a signed-in user whose petition holds 500 analysed rows.
import { makeZip } from '../../tests/fixtures/make-fixtures.ts';
import { startServer, uploadZip, userWithPetition, waitUntilAnalysed } from '../analysis/server.mjs';

export const ROWS = 500;

const TOPICS = ['won the National Prize for Excellence, awarded by a jury', 'was featured in a newspaper interview', 'served as a judge on the program committee', 'published a peer-reviewed journal article cited 300 times', 'led a team as director of research'];
const note = (i) => Buffer.from(`Exhibit ${i}. Ada Lovelace ${TOPICS[i % TOPICS.length]} (record ${i}).\nThe document describes her work in detail and names the organisation.`);

/** `--database-url=postgres://…` (a database you created for the run and drop after) and the positional numbers. */
export function parseArgs(argv = process.argv.slice(2)) {
  const flags = Object.fromEntries(argv.filter((a) => a.startsWith('--')).map((a) => a.slice(2).split(/=(.*)/s, 2)));
  const numbers = argv.filter((a) => !a.startsWith('--')).map(Number);
  return { databaseUrl: flags['database-url'], numbers };
}

/** The database the figures were taken on, for the printout. */
export const databaseLabel = (databaseUrl) => (databaseUrl ? `PostgreSQL (${new URL(databaseUrl).pathname.slice(1)})` : 'PGlite');

/** The real server with a user and a petition of ROWS analysed text documents; the list URL and its cookie. */
export async function serverWithEvidence({ databaseUrl, nodeArgs } = {}) {
  const server = await startServer(databaseUrl ? { DATABASE_URL: databaseUrl } : {}, { nodeArgs });
  try {
    const user = await userWithPetition(server.url);
    for (let start = 0; start < ROWS; start += 200) {
      const count = Math.min(200, ROWS - start);
      const zip = await makeZip(Array.from({ length: count }, (_, k) => ({ name: `note-${start + k}.txt`, data: note(start + k) })));
      console.log(await uploadZip(server.url, user, zip));
    }
    const rows = await waitUntilAnalysed(server.url, user, ROWS, { intervalMs: 500 });
    const completed = rows.filter((r) => r.processingStatus === 'completed').length;
    if (rows.length !== ROWS || completed !== ROWS) throw new Error(`expected ${ROWS} completed rows, found ${completed} of ${rows.length}`);
    return { server, user, listUrl: `${server.url}/api/petitions/${user.petitionId}/evidence` };
  } catch (err) {
    await server.stop();
    throw err;
  }
}
