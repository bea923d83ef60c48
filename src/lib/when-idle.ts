/**
 * Runs `task` once the browser has nothing more urgent to do (soon after a screen paints), or within `timeoutMs`;
 * returns a function that cancels it. Safari has no requestIdleCallback: there it runs after a short delay.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  return whenIdleWithDeadline(() => task(), timeoutMs);
}

function whenIdleWithDeadline(task: (deadline?: IdleDeadline) => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}

type Turn = { step: () => void; cancelled: boolean };
const turns: Turn[] = [];
let waiting = false;
/** An idle callback takes further steps while it has run less than this: short tasks, yet not one step a frame. */
const TURN_BUDGET_MS = 4;

function takeTurn(deadline?: IdleDeadline): void {
  waiting = false;
  const start = performance.now();
  do {
    const turn = turns.shift();
    if (turn && !turn.cancelled) turn.step();
  } while (turns.length > 0 && deadline && !deadline.didTimeout && deadline.timeRemaining() > 0 && performance.now() - start < TURN_BUDGET_MS);
  if (turns.length > 0) waitForIdle();
}

function waitForIdle(): void {
  if (waiting) return;
  waiting = true;
  whenIdleWithDeadline(takeTurn, 2000);
}

/**
 * Runs `step` when idle, after the steps queued before it, in short idle callbacks (another step only while the
 * callback has run under 4 ms): work fetched ahead by many components as a screen settles (a dialog's code, an
 * overlay's element) never adds up to one long task that a tap would wait behind (docs/decisions/090). Returns a
 * function that takes the step out of the queue.
 */
export function inIdleTurn(step: () => void): () => void {
  const turn: Turn = { step, cancelled: false };
  turns.push(turn);
  waitForIdle();
  return () => {
    turn.cancelled = true;
  };
}
