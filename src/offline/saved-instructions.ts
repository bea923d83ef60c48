/**
 * Custom statement instructions, kept on this device per visa type and
 * criterion (architecture.md §validation) so a refresh can reuse what the user wrote last time.
 * localStorage, not IndexedDB: the dialog reads them synchronously as it opens.
 */
const PREFIX = 'statement-instructions';

export function savedInstructionsKey(visaType: string, criteriaId: string): string {
  return `${PREFIX}:${visaType}:${criteriaId}`;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can be switched off (private modes, policies); the dialog still works without it.
    return null;
  }
}

export function loadSavedInstructions(visaType: string, criteriaId: string): string {
  try {
    return storage()?.getItem(savedInstructionsKey(visaType, criteriaId)) ?? '';
  } catch {
    return '';
  }
}

/** Non-blank instructions are saved; blank ones remove the saved entry. */
export function saveInstructions(visaType: string, criteriaId: string, instructions: string): void {
  const key = savedInstructionsKey(visaType, criteriaId);
  try {
    if (instructions.trim()) storage()?.setItem(key, instructions);
    else storage()?.removeItem(key);
  } catch {
    // A full or blocked storage only loses the convenience, never the generation.
  }
}

/** Removes every saved entry (for sign-out: the next person on this device must not see them). */
export function clearSavedInstructions(): void {
  const store = storage();
  if (!store) return;
  try {
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter((k): k is string => !!k?.startsWith(`${PREFIX}:`));
    for (const key of keys) store.removeItem(key);
  } catch {
    // Nothing more to do without storage.
  }
}
