import { z } from 'zod';
import { fileNameText, lineText, token } from './text';
import { WORK_COUNTRIES } from './work-country';

// Profile requests (architecture.md §validation messages). The form (react-hook-form + zodResolver) and the
// Fastify route use the same schemas; the reply is `profileSchema` in entities.ts.

const FULL_NAME_REQUIRED = 'Full name is required';
const INVALID_URL = 'Invalid URL';
const MAX_NAME_LENGTH = 200;
const MAX_URL_LENGTH = 2048;
export const MAX_OTHER_LINKS = 20;
const MAX_FILE_NAME_LENGTH = 255;

/**
 * An absolute http(s) URL with a host. Other schemes (javascript:, data:, file:) are
 * refused: these links are opened in a new tab from the profile view.
 */
function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const httpUrl = token('A URL')
  .trim()
  .max(MAX_URL_LENGTH, `URLs can be at most ${MAX_URL_LENGTH} characters`)
  .refine(isHttpUrl, INVALID_URL);

/** A URL field that may be left empty (stored as null). */
const optionalUrl = token('A URL')
  .trim()
  .max(MAX_URL_LENGTH, `URLs can be at most ${MAX_URL_LENGTH} characters`)
  .refine((v) => v === '' || isHttpUrl(v), INVALID_URL);

/** The path part of an upload URL: `/objects/...` (architecture.md §an-upload-step-by-step). */
/** The object path, or the path part of its upload URL (the spec's wording; on S3 the two differ): the server maps it. */
const objectPathSchema = token('The file path').max(MAX_URL_LENGTH).regex(/^\/[^\s?#]*$/, 'The CV must be a file uploaded to Exhibit');

const cvFileName = fileNameText()
  .trim()
  .min(1, 'The file name is required')
  .max(MAX_FILE_NAME_LENGTH, `File names can be at most ${MAX_FILE_NAME_LENGTH} characters`);

export { WORK_COUNTRIES, WORK_COUNTRY_LABELS, WORK_COUNTRY_QUESTION, type WorkCountry } from './work-country';
/** 'Where do you want to work?' (work-country.ts). */
export const workCountrySchema = z.enum(WORK_COUNTRIES, { message: 'Choose United States, United Kingdom or Not sure yet' });

/** The profile setup form's own fields; other links and the CV are managed beside it. */
export const profileFormSchema = z.object({
  fullName: lineText({ error: FULL_NAME_REQUIRED })
    .trim()
    .min(1, FULL_NAME_REQUIRED)
    .max(MAX_NAME_LENGTH, `Full name can be at most ${MAX_NAME_LENGTH} characters`),
  linkedinUrl: optionalUrl,
  githubUrl: optionalUrl,
  scholarUrl: optionalUrl,
  workCountry: workCountrySchema,
});
export type ProfileForm = z.infer<typeof profileFormSchema>;

/** POST /api/profile: creates or updates the caller's one profile. Unknown fields are refused. */
export const saveProfileBody = z.strictObject({
  ...profileFormSchema.shape,
  linkedinUrl: optionalUrl.optional(),
  githubUrl: optionalUrl.optional(),
  scholarUrl: optionalUrl.optional(),
  // Optional: a save without it keeps the country already chosen.
  workCountry: workCountrySchema.optional(),
  otherLinks: z.array(httpUrl).max(MAX_OTHER_LINKS, `At most ${MAX_OTHER_LINKS} other links`).default([]),
  cvUrl: objectPathSchema.optional(),
  cvFileName: cvFileName.optional(),
});
export type SaveProfileBody = z.input<typeof saveProfileBody>;

/** One "other link" typed into the list input (architecture.md §validation: an empty input adds nothing). */
export const otherLinkSchema = httpUrl;

/** PUT /api/cv: records an uploaded object as the caller's CV. */
export const putCvBody = z.strictObject({
  cvUrl: objectPathSchema,
  cvFileName,
});
export type PutCvBody = z.infer<typeof putCvBody>;

/**
 * GET /api/cv/download-url → a short-lived signed URL for the caller's CV (404 when none).
 * Asked for at click time rather than embedded in the cached profile, which could outlive it.
 */
export const cvDownloadUrlReply = z.object({ url: z.string() });
export type CvDownloadUrlReply = z.infer<typeof cvDownloadUrlReply>;

/** The CV's displayed name when none was recorded (architecture.md §screens). */
export const DEFAULT_CV_FILE_NAME = 'CV.pdf';
