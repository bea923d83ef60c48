// What the app and the petition page may use: deleting a petition (decision 030).
export { DeletePetitionButton } from './components/delete-petition-button';
export { PetitionDeletedState } from './components/petition-deleted-state';
export { PetitionDeletedListener } from './components/petition-deleted-listener';
export { useIsPetitionDeleted } from './lib/deleted-petitions';
