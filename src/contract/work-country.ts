// 'Where do you want to work?' without zod, so the profile view can name the answer
// without loading the schema library (docs/decisions/040); profile.ts holds its schema.

/** The screening ranks this country's visas first; 'unsure' reads the CV's signals instead. */
export const WORK_COUNTRIES = ['US', 'UK', 'unsure'] as const;
export type WorkCountry = (typeof WORK_COUNTRIES)[number];
export const WORK_COUNTRY_QUESTION = 'Where do you want to work?';
export const WORK_COUNTRY_LABELS: Record<WorkCountry, string> = { US: 'United States', UK: 'United Kingdom', unsure: 'Not sure yet' };
