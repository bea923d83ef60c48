export { PushProvider, usePushMessages, usePushReconnect } from './push-context';
export { PushClient, PUSH_RECONNECT_MS } from './push-client';
