import type { PageSizeName } from './types';

/** Page sizes in PDF points. */
export const PAGE_SIZES: Record<PageSizeName, readonly [number, number]> = {
  letter: [612, 792],
  a4: [595.28, 841.89],
};

/** Pages we typeset keep one inch clear on every side; stamps live in the bottom margin. */
const MARGIN = 72;
/** Baseline of the stamp line above the bottom edge of a page we typeset. */
export const STAMP_BASELINE = 30;
export const STAMP_SIZE = 9;

export type Geometry = { width: number; height: number; margin: number };

export const geometryFor = (name: PageSizeName): Geometry => {
  const [width, height] = PAGE_SIZES[name];
  return { width, height, margin: MARGIN };
};
