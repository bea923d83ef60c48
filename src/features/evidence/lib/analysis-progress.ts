import type { Toast } from '../../../lib/toast-store';

/** A batch with no message for this long is over: what still waits is not being analysed. */
export const BATCH_IDLE_MS = 5 * 60_000;

type AnalysisToast = Omit<Toast, 'id'>;
type StatusMessage = { evidenceId?: string; status: string; fileName?: string; error?: string };

/** '3 of 10 analysed', with ', 1 failed' when some could not be. */
const groupedProgress = (finished: number, total: number, failed: number) =>
  `${finished} of ${total} analysed${failed > 0 ? `, ${failed} failed` : ''}`;

/**
 * Turns a petition's evidence-status messages into what the user is told. One document on its own
 * gets the toast of architecture.md §states ('Evidence processed' or 'Processing failed', with its file name). When
 * several are waiting at once (Reprocess All Evidence, a zip, a multi-file selection), every
 * message instead updates one grouped line, so ten documents are not ten toasts in a row.
 * A batch runs from the first document queued until none is left waiting, or until nothing has
 * been heard for a while (rows reset by 'Clear Job Queue' wait until the user reprocesses them).
 */
export class AnalysisProgress {
  private readonly waiting = new Set<string>();
  private readonly finished = new Map<string, 'completed' | 'failed'>();
  private lastHeard = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** The toast to show for this message, or undefined when there is nothing to say (yet). */
  note(message: StatusMessage): AnalysisToast | undefined {
    const id = message.evidenceId ?? message.fileName ?? '';
    const at = this.now();
    if (at - this.lastHeard > BATCH_IDLE_MS) this.waiting.clear();
    this.lastHeard = at;
    if (this.waiting.size === 0 && this.finished.size > 0) this.finished.clear();
    if (message.status === 'pending' || message.status === 'processing') {
      if (this.waiting.has(id)) return undefined;
      this.finished.delete(id);
      this.waiting.add(id);
      // A document joining a batch already under way changes the total.
      return this.finished.size > 0 ? this.grouped() : undefined;
    }
    if (message.status !== 'completed' && message.status !== 'failed') return undefined;
    this.waiting.delete(id);
    this.finished.set(id, message.status);
    if (this.waiting.size + this.finished.size > 1) return this.grouped();
    return message.status === 'completed'
      ? { title: 'Evidence processed', description: message.fileName || 'Analysis complete' }
      : { title: 'Processing failed', description: message.error || 'Failed to analyze evidence', variant: 'destructive' };
  }

  private grouped(): AnalysisToast {
    const failed = [...this.finished.values()].filter((s) => s === 'failed').length;
    const total = this.waiting.size + this.finished.size;
    return { title: 'Evidence processed', description: groupedProgress(this.finished.size, total, failed) };
  }
}
