import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noteToastShown, toast, whenToastShown } from '../../src/lib/toast-store';

// What waits on a toast (the 401 redirect's 500 ms) starts when the toast is on screen, not when it is asked for.
describe('whenToastShown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the Toaster to say the toast is on screen', () => {
    const then = vi.fn();
    const id = toast({ title: 'Unauthorized' });
    whenToastShown(id, then, 1000);
    vi.advanceTimersByTime(300);
    expect(then).not.toHaveBeenCalled();
    noteToastShown(id);
    expect(then).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2000);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('goes ahead after the latest time when the toast never shows, once', () => {
    const then = vi.fn();
    const id = toast({ title: 'Unauthorized' });
    whenToastShown(id, then, 1000);
    vi.advanceTimersByTime(999);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledTimes(1);
    noteToastShown(id);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('is not set off by another toast showing', () => {
    const then = vi.fn();
    const id = toast({ title: 'Unauthorized' });
    whenToastShown(id, then, 1000);
    noteToastShown(toast({ title: 'Evidence processed' }));
    expect(then).not.toHaveBeenCalled();
  });
});
