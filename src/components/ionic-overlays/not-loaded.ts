import { toast } from '../../lib/toast-store';

/** Said when a menu or dialog cannot open because its code could not be fetched (offline before it was cached). */
const OVERLAY_NOT_LOADED = 'This could not be opened. Check your connection.';

export function reportOverlayNotLoaded(): void {
  toast({ title: OVERLAY_NOT_LOADED });
}
