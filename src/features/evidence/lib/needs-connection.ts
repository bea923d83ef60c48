/** Issue 12 item 2: offline, downloads and reprocessing say one clear thing. */
export const NEEDS_CONNECTION_MESSAGE = 'You are offline. Downloads and reprocessing need a connection.';
