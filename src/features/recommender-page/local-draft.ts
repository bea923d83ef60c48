import type { Answers } from '../../contract/recommenders';

/**
 * What the recommender typed, kept in this browser until the server has it: a dropped connection or a
 * closed tab loses nothing. Keyed by the request, so two links on one device keep apart.
 */
type LocalDraft = { answers?: Answers; letterText?: string; unsaved: boolean };

const keyOf = (id: string) => `exhibit.recommend.${id}`;

export function readDraft(id: string): LocalDraft | null {
  try {
    const raw = localStorage.getItem(keyOf(id));
    return raw ? (JSON.parse(raw) as LocalDraft) : null;
  } catch {
    return null;
  }
}

export function writeDraft(id: string, draft: LocalDraft): void {
  try {
    localStorage.setItem(keyOf(id), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the server save still runs.
  }
}

export function clearDraft(id: string): void {
  try {
    localStorage.removeItem(keyOf(id));
  } catch {
    // Nothing kept.
  }
}
