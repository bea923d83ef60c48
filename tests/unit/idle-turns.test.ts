import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inIdleTurn } from '../../src/lib/when-idle';

// Node has no requestIdleCallback: whenIdle falls back to a 200 ms timer, one timer to an idle turn.
describe('inIdleTurn', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs queued steps one to an idle turn, in the order queued', () => {
    const ran: string[] = [];
    inIdleTurn(() => ran.push('alert'));
    inIdleTurn(() => ran.push('modal'));
    inIdleTurn(() => ran.push('form'));
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(200);
    expect(ran).toEqual(['alert']);
    vi.advanceTimersByTime(200);
    expect(ran).toEqual(['alert', 'modal']);
    vi.advanceTimersByTime(200);
    expect(ran).toEqual(['alert', 'modal', 'form']);
  });

  it('skips a step taken out of the queue, and a step queued later still runs', () => {
    const ran: string[] = [];
    const cancel = inIdleTurn(() => ran.push('gone'));
    inIdleTurn(() => ran.push('kept'));
    cancel();
    vi.advanceTimersByTime(400);
    expect(ran).toEqual(['kept']);
    inIdleTurn(() => ran.push('later'));
    vi.advanceTimersByTime(200);
    expect(ran).toEqual(['kept', 'later']);
  });
});

describe('inIdleTurn with requestIdleCallback', () => {
  const callbacks: IdleRequestCallback[] = [];
  beforeEach(() => {
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => callbacks.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    callbacks.length = 0;
  });
  const idle = (didTimeout = false) => callbacks.shift()!({ didTimeout, timeRemaining: () => 40 });
  const busyFor = (ms: number) => {
    const end = performance.now() + ms;
    while (performance.now() < end);
  };

  it('takes quick steps together, and ends the callback once a step has used its 4 ms', () => {
    const ran: string[] = [];
    inIdleTurn(() => ran.push('a'));
    inIdleTurn(() => ran.push('b'));
    inIdleTurn(() => (busyFor(6), ran.push('slow')));
    inIdleTurn(() => ran.push('c'));
    idle();
    expect(ran).toEqual(['a', 'b', 'slow']);
    idle();
    expect(ran).toEqual(['a', 'b', 'slow', 'c']);
    expect(callbacks).toHaveLength(0);
  });

  it('takes one step when the timeout, not idleness, ran the callback', () => {
    const ran: string[] = [];
    inIdleTurn(() => ran.push('a'));
    inIdleTurn(() => ran.push('b'));
    idle(true);
    expect(ran).toEqual(['a']);
    idle(true);
    expect(ran).toEqual(['a', 'b']);
  });
});
