export { useOutbox, useOutboxChanges, useOnline } from './use-outbox';
export { usePendingItems } from './use-pending-items';
export { queueEvidence, queueLetter, queueInvite, requestDrain, retryPendingItem, startOutboxTriggers, isNetworkError } from './outbox-runner';
export { removeFromOutbox, assignPetition } from './outbox';
export type { OutboxItem, OutboxChange } from './outbox-types';
export { signOut } from './sign-out';
export { clearPersistedCache } from './persisted-cache';
export { loadSavedInstructions, saveInstructions } from './saved-instructions';
export { dropOutboxItemsOfPetition } from './drop-petition-items';
