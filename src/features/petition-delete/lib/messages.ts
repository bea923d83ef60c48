/** Deleting needs the server: offline the button says so instead of queueing (decision 030). */
export const DELETE_NEEDS_CONNECTION_MESSAGE = 'You are offline. Deleting a petition needs a connection.';

/** The confirmation names the petition and everything that goes with it. */
export function deleteConfirmation(visaType: string): string {
  return `Are you sure you want to delete the ${visaType} petition? Its evidence, drafts, recommendation letters and packet will be deleted with it. This action cannot be undone.`;
}

/** The success toast's description, with a note when queued items for the petition were dropped. */
export function deletedDescription(droppedItems: number): string {
  if (droppedItems === 0) return 'The petition has been removed.';
  const items = droppedItems === 1 ? '1 item waiting to upload for it was' : `${droppedItems} items waiting to upload for it were`;
  return `The petition has been removed. ${items} removed from this device.`;
}
