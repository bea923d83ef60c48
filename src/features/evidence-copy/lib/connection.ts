/** What the dialog says offline, in this action's words. */
export const COPY_OFFLINE_MESSAGE = 'You are offline. Adding evidence from another petition needs a connection.';
