// Sign-up timing for a new and a taken email (issue 11, finding 6): each costs one argon2 (a hash,
// or the owner's password verified). The answers differ since decision 065; the times still should not.
// Usage: npx tsx bench/auth/signup-timing.mjs [tries=25]
// The real server (npm start entry), a temp DATA_DIR, removed on exit (analysis/server.mjs).
import { machineLine, startServer } from '../analysis/server.mjs';

const TRIES = Number(process.argv[2] ?? 25);
const PASSWORD = 'correct horse battery';

const server = await startServer({ LOGIN_RATE_LIMIT: '100000' });
try {
  const signUp = async (email) => {
    const started = performance.now();
    const res = await fetch(`${server.url}/api/signup`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password: PASSWORD, confirmPassword: PASSWORD, firstName: 'Ada' }),
    });
    await res.text();
    // A new email is signed in (303); a taken one with another password gets the sign-in form (200).
    if (res.status !== 200 && res.status !== 303) throw new Error(`sign-up answered ${res.status}`);
    return performance.now() - started;
  };
  const fresh = () => `timing-${Date.now()}-${Math.random().toString(16).slice(2)}@example.com`;
  const taken = fresh();
  await signUp(taken);
  await signUp(fresh()); // warm both paths
  const forNew = [];
  const forTaken = [];
  for (let i = 0; i < TRIES; i++) {
    forNew.push(await signUp(fresh()));
    forTaken.push(await signUp(taken));
  }
  const stats = (xs) => {
    const sorted = [...xs].sort((a, b) => a - b);
    return { min: sorted[0], p50: sorted[Math.floor(sorted.length / 2)] };
  };
  const a = stats(forNew);
  const b = stats(forTaken);
  const line = (name, s) => `${name.padEnd(12)} n=${String(TRIES).padStart(3)}  min ${s.min.toFixed(1).padStart(6)} ms  p50 ${s.p50.toFixed(1).padStart(6)} ms`;
  console.log(line('new email', a));
  console.log(line('taken email', b));
  console.log(`ratio of medians (new/taken) ${(a.p50 / b.p50).toFixed(2)}, of minimums ${(a.min / b.min).toFixed(2)}`);
  console.log(machineLine());
} finally {
  await server.stop();
}
