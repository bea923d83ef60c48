export { PushProvider, usePushMessages, usePushReconnect, usePushSessionEnded } from './push-context';
export { PushClient, PUSH_RECONNECT_MS } from './push-client';
