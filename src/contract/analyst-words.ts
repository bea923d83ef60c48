// What the app says about the analyst, without zod, for the banner every petition screen shows (docs/decisions/043).

/** The banner's words while degraded (GET /api/analyst/status, ./analyst-status). */
export const DEGRADED_MESSAGE = 'The language model is not answering, so the built-in analyst is writing drafts for now. Drafts made meanwhile say so.';
