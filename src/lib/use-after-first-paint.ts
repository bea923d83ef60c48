import { useEffect, useState } from 'react';

/**
 * False for a component's first render, true once the browser has painted it. A long list can show its first
 * rows with the rest of the screen, and render the others in the task after (docs/decisions/040): the screen
 * paints without waiting for them. A hidden page paints nothing, so it is true at once there.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    if (document.visibilityState === 'hidden') {
      setPainted(true);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs before the paint; the timer it starts, after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
