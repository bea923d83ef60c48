/**
 * An overlay's didDismiss handler that closes only when the user dismissed it (backdrop, Escape, back button: each
 * gives a role). A dismissal without a role is the one the screen asked for by setting `isOpen` false: its state is
 * already closed, and Ionic fires that didDismiss only once the closing animation ends, after a quick reopen has set
 * `isOpen` again. Passing it on would close the overlay just reopened (present and dismiss wait on one lock).
 */
export function dismissedByUser(close: () => void): (event: CustomEvent<{ role?: string }>) => void {
  return (event) => {
    if (event.detail.role !== undefined) close();
  };
}
