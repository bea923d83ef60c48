/**
 * The circuit breaker (issue 16 item 4): after `failures` provider failures in a row the model is
 * not asked for `cooldownMs`, and the local analyst answers meanwhile; then one call tries the
 * model again (half-open), and its outcome closes the circuit or opens it for another cooldown.
 * A reply the model gives, however bad, is a success here: only an unreachable provider counts.
 */
export type CircuitState = { open: boolean; until: Date | null };

type BreakerOptions = {
  failures: number;
  cooldownMs: number;
  now?: () => number;
  /** Told when the circuit opens or closes (the status the UI shows is kept in the database). */
  onChange?: (state: CircuitState) => void;
};

export class CircuitBreaker {
  private failuresInRow = 0;
  private openUntil = 0;
  private trialRunning = false;
  private readonly now: () => number;

  constructor(private readonly options: BreakerOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Whether this call may go to the provider. After the cooldown, one trial call at a time does. */
  allow(): boolean {
    if (this.openUntil === 0) return true;
    if (this.now() < this.openUntil || this.trialRunning) return false;
    this.trialRunning = true;
    return true;
  }

  success(): void {
    const wasOpen = this.openUntil !== 0;
    this.failuresInRow = 0;
    this.openUntil = 0;
    this.trialRunning = false;
    if (wasOpen) this.options.onChange?.(this.state());
  }

  failure(): void {
    this.failuresInRow += 1;
    this.trialRunning = false;
    // The count is kept while open, so a failed trial opens the circuit again at once.
    if (this.failuresInRow >= this.options.failures) {
      this.openUntil = this.now() + this.options.cooldownMs;
      this.options.onChange?.(this.state());
    }
  }

  state(): CircuitState {
    return this.openUntil === 0 ? { open: false, until: null } : { open: true, until: new Date(this.openUntil) };
  }
}
