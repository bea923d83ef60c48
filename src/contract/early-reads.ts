/**
 * A signed-in page's early reads (docs/decisions/045): the server names the GETs its screen will make, and a script
 * in the page starts them before the app's code has arrived. The script leaves each reply's promise here, by URL.
 */
export const EARLY_READS_GLOBAL = '__exhibitEarlyReads';

/**
 * An early reply stands in only for a request made this soon after the page started: later, the data it carries
 * may be older than what the user has since done elsewhere.
 */
export const EARLY_READS_FRESH_MS = 10_000;
