/**
 * A worker's poll, the same whether or not LISTEN/NOTIFY is up. A NOTIFY wakes the worker when a job is sent; the poll
 * stays for what no NOTIFY announces: a retry once its delay is over, a user's next job once their running one ends
 * (groupConcurrency), a job left by an instance that died. pg-boss would otherwise relax it to 30 s on notify queues.
 */
export function pollEvery(seconds: number): { pollingIntervalSeconds: number; notifyPollingIntervalSeconds: number } {
  return { pollingIntervalSeconds: seconds, notifyPollingIntervalSeconds: seconds };
}
