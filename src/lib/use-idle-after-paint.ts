import { useEffect, useRef, useState } from 'react';
import { useAfterFirstPaint } from './use-after-first-paint';
import { inIdleTurn, whenIdle } from './when-idle';

/**
 * False until the browser has painted the component and then been idle: the time to fetch what the screen may need
 * later (a dialog's code, a secondary list) without competing with what it shows first (docs/decisions/048). A
 * frame's timer alone runs before that frame is presented; idle comes after it.
 */
export function useIdleAfterPaint(): boolean {
  const painted = useAfterFirstPaint();
  const [idle, setIdle] = useState(false);
  useEffect(() => (painted && !idle ? whenIdle(() => setIdle(true)) : undefined), [painted, idle]);
  return idle;
}

/**
 * Runs `task` once, in its own idle turn after the component has painted (when-idle.ts `inIdleTurn`): fetching
 * ahead what the screen may open later. It runs from the idle callback itself, not from a render it causes.
 */
export function useOnIdleAfterPaint(task: () => void): void {
  const painted = useAfterFirstPaint();
  const latest = useRef(task);
  latest.current = task;
  const ran = useRef(false);
  useEffect(() => {
    if (!painted || ran.current) return;
    return inIdleTurn(() => {
      ran.current = true;
      latest.current();
    });
  }, [painted]);
}
