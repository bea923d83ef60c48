/**
 * Runs `task` once the browser has nothing more urgent to do (soon after a screen paints), or within `timeoutMs`;
 * returns a function that cancels it. Safari has no requestIdleCallback: there it runs after a short delay.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
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

function takeTurn(): void {
  waiting = false;
  const turn = turns.shift();
  if (turn && !turn.cancelled) turn.step();
  if (turns.length > 0) waitForIdle();
}

function waitForIdle(): void {
  if (waiting) return;
  waiting = true;
  whenIdle(takeTurn);
}

/**
 * Runs `step` when idle, after the steps queued before it, one step to an idle callback: work fetched ahead by
 * many components as a screen settles (a dialog's code, an overlay's element) never adds up to one long task that
 * a tap would wait behind (docs/decisions/090). Returns a function that takes the step out of the queue.
 */
export function inIdleTurn(step: () => void): () => void {
  const turn: Turn = { step, cancelled: false };
  turns.push(turn);
  waitForIdle();
  return () => {
    turn.cancelled = true;
  };
}
