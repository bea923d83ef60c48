export { PushProvider, usePushMessages, usePushReconnect, usePushSessionEnded } from './push-context';
