// Which rows of the evidence list are drawn in full (docs/decisions/041). A page of 50 rows drew them all in one
// task of ~200 ms on a phone; now the first few are drawn with the page, rows coming near the screen are drawn at
// once, and the rest a few at a time while the browser is idle, top to bottom, until every row is drawn (so the
// keyboard, a screen reader and find-in-page reach all of them). Until then a row is a placeholder of about its
// height. Once every row has been drawn the window is complete: rows added later are drawn straight away.
// Pure functions, so the rules are unit-tested; the hook is use-row-window.ts.

type RowWindow = {
  /** Rows drawn in full so far (by id), while the window is not complete. */
  readonly drawn: ReadonlySet<string>;
  /** Every row has been drawn: every row, present or future, is drawn. */
  readonly complete: boolean;
};

export const COMPLETE: RowWindow = { drawn: new Set(), complete: true };

/** The first `first` rows drawn; complete when that is all of them. */
export function initialWindow(ids: readonly string[], first: number): RowWindow {
  if (ids.length <= first) return COMPLETE;
  return { drawn: new Set(ids.slice(0, first)), complete: false };
}

export const isDrawn = (window: RowWindow, id: string) => window.complete || window.drawn.has(id);

/** These rows drawn too (they came near the screen); the same window when they all were already. */
export function drawRows(window: RowWindow, ids: Iterable<string>): RowWindow {
  if (window.complete) return window;
  let drawn: Set<string> | undefined;
  for (const id of ids) {
    if (window.drawn.has(id) || drawn?.has(id)) continue;
    drawn ??= new Set(window.drawn);
    drawn.add(id);
  }
  return drawn ? { drawn, complete: false } : window;
}

/**
 * The next `size` rows not yet drawn, in list order, drawn. Complete once no row of `order` is left undrawn
 * (ids drawn earlier but since removed from the list do not count).
 */
export function drawNext(window: RowWindow, order: readonly string[], size: number): RowWindow {
  if (window.complete) return window;
  const left = order.filter((id) => !window.drawn.has(id));
  return left.length <= size ? COMPLETE : drawRows(window, left.slice(0, size));
}
