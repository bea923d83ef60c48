import { usePetitionDeletedPush } from '../hooks/use-petition-deleted-push';

/** Mounted once in the signed-in app: every screen learns of a deletion made elsewhere. */
export function PetitionDeletedListener() {
  usePetitionDeletedPush();
  return null;
}
