/** Offline, ordering says one clear thing, as the evidence actions do (issue 12 item 2). */
export const ORDER_NEEDS_CONNECTION_MESSAGE = 'You are offline. Ordering exhibits for filing needs a connection.';
