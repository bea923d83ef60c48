/** Offline, building or downloading the packet says one clear thing, as the evidence actions do (decision 016). */
export const PACKET_NEEDS_CONNECTION_MESSAGE = 'You are offline. Building and downloading the packet need a connection.';
