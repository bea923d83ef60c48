/** What the user must read, which a toast must never cover (issue 33 item 6): the letter independence warning. */
const MUST_READ = '[data-must-read]';

/** The places a toast may take, in order: its usual one at the bottom, under the header, and set aside. */
const PLACES = ['', 'toaster-top', 'toaster-aside'] as const;

const overlaps = (a: DOMRect, b: DOMRect) => a.bottom > b.top && a.top < b.bottom && a.right > b.left && a.left < b.right;

/**
 * Moves the toaster to the first place where its toast covers no visible must-read warning: the bottom, else the
 * top, else out of sight (its words were announced when it came; it shows again once the warning is clear). With
 * a dialog open, only the dialog's warnings count: the page behind it is not being read.
 */
export function placeClearOfWarnings(toaster: HTMLElement): void {
  const toast = toaster.querySelector<HTMLElement>('[data-testid="toast"]');
  if (!toast) return;
  const dialogs = document.querySelectorAll('ion-modal:not(.overlay-hidden)');
  const scope = dialogs[dialogs.length - 1] ?? document;
  const warnings = [...scope.querySelectorAll(MUST_READ)].filter((el) => el.checkVisibility()).map((el) => el.getBoundingClientRect());
  for (const place of PLACES) {
    toaster.classList.remove(...PLACES.filter(Boolean));
    if (place) toaster.classList.add(place);
    if (place === 'toaster-aside' || !warnings.some((w) => overlaps(w, toast.getBoundingClientRect()))) return;
  }
}
