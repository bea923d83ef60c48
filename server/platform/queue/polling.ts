/**
 * How often an idle worker looks for jobs while LISTEN/NOTIFY is up (docs/decisions/138). It is only the floor for
 * what nothing in this process announces: a job a dead instance left, retried by another instance's supervise pass;
 * a retry or a job with a start time that another process scheduled. Everything else wakes a worker at once: a job
 * sent (NOTIFY), a worker that has just ended a job (it looks again), a retry or a dead letter of a job that failed
 * here, a job this process sent to start later (wake.ts). Each idle fetch costs a few ms of PGlite's WebAssembly.
 */
export const IDLE_POLL_SECONDS = 10;

/**
 * A worker's poll. While LISTEN/NOTIFY is up for the queue, pg-boss uses `notifyPollingIntervalSeconds`, the idle
 * floor above. Without it (a listener reconnecting, PgBouncer in transaction pooling mode) pg-boss falls back to
 * `seconds`, so a job another process sends still starts within it, as before NOTIFY (decision 086).
 */
export function pollEvery(seconds: number): { pollingIntervalSeconds: number; notifyPollingIntervalSeconds: number } {
  return { pollingIntervalSeconds: seconds, notifyPollingIntervalSeconds: IDLE_POLL_SECONDS };
}

/** A queue no NOTIFY announces (dead letters, the health check): only this process's wakes and the idle floor. */
export const IDLE_POLL = { pollingIntervalSeconds: IDLE_POLL_SECONDS } as const;
