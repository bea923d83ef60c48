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
