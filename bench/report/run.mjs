// Criteria report and chat latency on a petition with 200 analysed evidence rows, against the
// real server (`npm start` entry on a free port, temp DATA_DIR; see bench/analysis/server.mjs).
// Times POST /api/petitions/{id}/criteria-report (goal ≤ 1 s) and POST /api/petitions/{id}/chat
// (goal ≤ 500 ms), each measured from the client: request sent → full reply read.
// Usage: npm run build && npx tsx bench/report/run.mjs [reportRuns=5] [chatRounds=2]
import { makeZip } from '../../tests/fixtures/make-fixtures.ts';
import { machineLine, startServer, uploadZip, userWithPetition, waitUntilAnalysed } from '../analysis/server.mjs';

const DOCUMENTS = 200;
const REPORT_RUNS = Number(process.argv[2] ?? 5);
const CHAT_ROUNDS = Number(process.argv[3] ?? 2);
const REPORT_GOAL_MS = 1000;
const CHAT_GOAL_MS = 500;

// Small text documents spread over the O-1A criteria, each with its own details.
const KINDS = [
  (i) => `Award certificate ${i}. Ada Lovelace won the ${['National Prize for Excellence in Computing', 'Royal Medal for Engineering', 'European Innovation Award', 'Young Scientist Prize'][i % 4]} in ${2010 + (i % 14)}, selected by a jury of experts from ${40 + i} nominees.`,
  (i) => `Membership letter ${i}. Ada Lovelace was admitted as a Fellow of the ${['Association for Computing Machinery', 'Royal Academy of Engineering', 'Institute of Electrical Engineers'][i % 3]}, which requires outstanding achievements judged by recognised experts.`,
  (i) => `Press article ${i}. The ${['Guardian', 'Financial Times', 'New York Times', 'Economist'][i % 4]} published a feature about Ada Lovelace and her analytical engine work, written by staff journalist ${['Sam Reed', 'Lee Park', 'Ana Costa'][i % 3]}.`,
  (i) => `Judging record ${i}. Ada Lovelace served as a judge on the program committee of the ${['International Conference on Computing', 'Symposium on Algorithms', 'Workshop on Machine Intelligence'][i % 3]} and reviewed ${10 + (i % 30)} manuscripts for the journal.`,
  (i) => `Contribution letter ${i}. Her original algorithm for computing Bernoulli numbers was adopted by ${3 + (i % 9)} companies and is of major significance to the field of computing.`,
  (i) => `Scholarly article ${i}. Ada Lovelace authored a peer-reviewed article in the Journal of Computing, cited ${100 + i * 3} times by other researchers.`,
  (i) => `Employment letter ${i}. As director of research at ${['Babbage Engines Ltd', 'Difference Labs', 'Analytical Systems'][i % 3]}, a distinguished company, she led a team of ${20 + (i % 40)} engineers in a critical role.`,
  (i) => `Salary statement ${i}. Her annual salary of ${250 + (i % 100)},000 dollars places her in the top percentile of computing professionals.`,
];
const document = (i) => Buffer.from(`Exhibit document ${i}.\n\n${KINDS[i % KINDS.length](i)}\n\nThis record is kept in the petition file for reference.\n`);

// Most are answered from the documents (retrieval + sentence picking), one from the report,
// one by exhibit number, and one has no answer (the search falls back to any term).
const QUESTIONS = [
  'Which award was she selected for by a jury of experts?',
  'Which newspaper published a feature about her?',
  'Did she serve as a judge on a program committee?',
  'How many times was her journal article cited?',
  'What was her annual salary?',
  'How strong is my petition?',
  'What does exhibit 42 say?',
  'Did she win a Turing Award?',
];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const ms = (x) => `${x.toFixed(0)} ms`;

async function timedPost(url, cookie, body) {
  const t0 = performance.now();
  const res = await fetch(url, { method: 'POST', headers: { cookie, origin: new URL(url).origin, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await res.text();
  const took = performance.now() - t0;
  if (!res.ok) throw new Error(`${new URL(url).pathname}: ${res.status} ${text.slice(0, 300)}`);
  return { took, json: JSON.parse(text) };
}

const server = await startServer();
try {
  const user = await userWithPetition(server.url);
  const zip = await makeZip(Array.from({ length: DOCUMENTS }, (_, i) => ({ name: `record-${String(i + 1).padStart(3, '0')}.txt`, data: document(i) })));
  const t0 = performance.now();
  console.log(`zip: ${DOCUMENTS} text documents, ${(zip.length / 1024).toFixed(0)} KB: ${await uploadZip(server.url, user, zip)}`);
  const rows = await waitUntilAnalysed(server.url, user, DOCUMENTS);
  const completed = rows.filter((r) => r.processingStatus === 'completed').length;
  if (rows.length !== DOCUMENTS || completed !== DOCUMENTS) throw new Error(`expected ${DOCUMENTS} completed rows, found ${completed} of ${rows.length}`);
  console.log(`${completed} rows analysed in ${((performance.now() - t0) / 1000).toFixed(1)} s (setup, not timed below)`);

  const base = `${server.url}/api/petitions/${user.petitionId}`;
  const reportTimes = [];
  let petition;
  for (let i = 0; i < REPORT_RUNS; i++) {
    const { took, json } = await timedPost(`${base}/criteria-report`, user.cookie, {});
    reportTimes.push(took);
    petition = json;
  }
  const scores = petition?.criteriaStrengthReport?.criteriaScores ?? [];
  if (scores.length === 0) throw new Error(`no criteria report in the reply: ${JSON.stringify(petition).slice(0, 300)}`);
  const cited = scores.reduce((n, s) => n + s.evidenceCount, 0);
  console.log(`criteria report: ${scores.length} criteria scored, strength score ${petition.strengthScore}, ${cited} evidence references`);
  console.log(`  runs: ${reportTimes.map(ms).join(', ')} (first includes warm-up)`);

  // Asked after the report exists, so strength questions are answered from it.
  const chatTimes = [];
  const perQuestion = new Map(QUESTIONS.map((q) => [q, []]));
  const firstAnswer = new Map();
  for (let round = 0; round < CHAT_ROUNDS; round++) {
    for (const question of QUESTIONS) {
      const { took, json } = await timedPost(`${base}/chat`, user.cookie, { question });
      if (typeof json.answer !== 'string' || json.answer.length === 0) throw new Error(`empty answer to "${question}"`);
      chatTimes.push(took);
      perQuestion.get(question).push(took);
      if (!firstAnswer.has(question)) firstAnswer.set(question, json.answer);
    }
  }
  console.log(`chat: ${QUESTIONS.length} questions × ${CHAT_ROUNDS} rounds`);
  for (const [q, ts] of perQuestion) {
    const gist = firstAnswer.get(q).split('\n').find((l) => l.trim() !== '') ?? '';
    console.log(`  ${q.padEnd(54)} ${ts.map(ms).join(', ').padEnd(16)} ${gist.slice(0, 100)}`);
  }

  const verdict = (value, goal) => (value <= goal ? 'met' : 'MISSED');
  const rMed = median(reportTimes);
  const rMax = Math.max(...reportTimes);
  const cMed = median(chatTimes);
  const cMax = Math.max(...chatTimes);
  console.log(`criteria report (${REPORT_RUNS} runs, ${DOCUMENTS} rows): median ${ms(rMed)}, max ${ms(rMax)}; goal ≤ ${REPORT_GOAL_MS} ms: median ${verdict(rMed, REPORT_GOAL_MS)}, max ${verdict(rMax, REPORT_GOAL_MS)}`);
  console.log(`chat (${chatTimes.length} requests, ${DOCUMENTS} rows): median ${ms(cMed)}, max ${ms(cMax)}; goal ≤ ${CHAT_GOAL_MS} ms: median ${verdict(cMed, CHAT_GOAL_MS)}, max ${verdict(cMax, CHAT_GOAL_MS)}`);
  console.log(machineLine());
} finally {
  await server.stop();
}
