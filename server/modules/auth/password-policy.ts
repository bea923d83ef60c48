import { Worker } from 'node:worker_threads';

/**
 * Sign-up passwords must be hard to guess: zxcvbn (via @zxcvbn-ts) scores them 0 to 4 against
 * common passwords, English words, names, patterns, and the person's own email and names.
 * The length rule lives in the contract (src/contract/auth.ts); this is the server's rule on top.
 */
const MIN_PASSWORD_SCORE = 3;
/** Checks queue behind each other in one thread; this bounds the wait, not one check (well under 1 s). */
const CHECK_TIMEOUT_MS = 15_000;

type PasswordVerdict = { ok: true } | { ok: false; message: string };
type Estimate = { id: number; score: number; warning: string | null; suggestions: string[] };
type Waiter = { resolve: (e: Estimate) => void; reject: (err: Error) => void; timer: NodeJS.Timeout };

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, Waiter>();

function strengthWorker(): Worker {
  if (worker) return worker;
  const thread = new Worker(new URL('./password-strength.worker.mjs', import.meta.url), {
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });
  // An idle checker must not keep the process alive; pending checks hold their own timers.
  thread.unref();
  const failAll = (err: Error) => {
    if (worker === thread) worker = undefined;
    for (const w of waiting.values()) {
      clearTimeout(w.timer);
      w.reject(err);
    }
    waiting.clear();
  };
  thread.on('message', (estimate: Estimate) => {
    const w = waiting.get(estimate.id);
    if (!w) return;
    waiting.delete(estimate.id);
    clearTimeout(w.timer);
    w.resolve(estimate);
  });
  thread.on('error', failAll);
  thread.on('exit', (code) => failAll(new Error(`the password checker stopped (${code})`)));
  worker = thread;
  return thread;
}

function estimate(password: string, userInputs: string[]): Promise<Estimate> {
  const thread = strengthWorker();
  const id = ++nextId;
  return new Promise<Estimate>((resolve, reject) => {
    const timer = setTimeout(() => {
      // A stuck check takes the thread with it; the next check starts a fresh one.
      void thread.terminate();
    }, CHECK_TIMEOUT_MS);
    waiting.set(id, { resolve, reject, timer });
    thread.postMessage({ id, password, userInputs });
  });
}

/** The email, its local part and the words in it, and the names: a password built from them is weak. */
function personalWords(person: { email: string; firstName?: string; lastName?: string }): string[] {
  const local = person.email.split('@')[0] ?? '';
  const words = [person.email, local, ...local.split(/[^\p{L}\p{N}]+/u), person.firstName ?? '', person.lastName ?? '', 'exhibit'];
  return [...new Set(words.map((w) => w.trim().toLowerCase()).filter((w) => w.length >= 3))];
}

export async function checkNewPassword(
  password: string,
  person: { email: string; firstName?: string; lastName?: string },
): Promise<PasswordVerdict> {
  let result: Estimate;
  try {
    result = await estimate(password, personalWords(person));
  } catch {
    return { ok: false, message: 'We could not check this password. Please try again, or choose a shorter one.' };
  }
  if (result.score >= MIN_PASSWORD_SCORE) return { ok: true };
  const advice = [result.warning, ...result.suggestions].filter(Boolean).join(' ');
  return {
    ok: false,
    message: `This password is too easy to guess. ${advice || 'Add more words that are less common.'} A few unrelated words make a strong password.`,
  };
}
