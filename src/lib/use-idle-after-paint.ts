import { useEffect, useRef, useState } from 'react';
import { useAfterFirstPaint } from './use-after-first-paint';
import { whenIdle } from './when-idle';

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

/** Runs `task` once, when useIdleAfterPaint turns true: fetching ahead what the screen may open later. */
export function useOnIdleAfterPaint(task: () => void): void {
  const idle = useIdleAfterPaint();
  const latest = useRef(task);
  latest.current = task;
  useEffect(() => {
    if (idle) latest.current();
  }, [idle]);
}
