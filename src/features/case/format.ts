// Case document formatting (spec §2 Case tab): fixed US English, as the spec's examples are.

const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
const COUNT = new Intl.NumberFormat('en-US');

export const PREVIEW_CHARS = 200;

/** 'Nov 23, 2026' */
export const formatDate = (iso: string) => DATE.format(new Date(iso));
/** 'Nov 23, 2026, 3:45 PM' */
export const formatDateTime = (iso: string) => DATE_TIME.format(new Date(iso));
/** '1,234 words' */
export const formatWords = (n: number) => `${COUNT.format(n)} ${n === 1 ? 'word' : 'words'}`;
/** '1 document' / '3 documents' */
export const formatDocumentCount = (n: number) => `${n} ${n === 1 ? 'document' : 'documents'}`;
/** The first 200 characters, always followed by '...'. */
export const previewOf = (content: string) => `${content.slice(0, PREVIEW_CHARS)}...`;
