import { z } from 'zod';
import { lineText, text, token } from './text';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const MIN_PASSWORD_LENGTH = 10;
/**
 * What a sign-up answers, whether the email was new or already had an account: saying which
 * would tell anyone whether an address is registered (docs/decisions/014).
 */
export const SIGNED_UP_NOTICE =
  'Your account is ready. Sign in to continue. If you had already signed up with this email, use the password you chose then.';

const email = token('The email address').trim().toLowerCase().max(320).email('Enter a valid email address');
// The routes re-check it (safeReturnTo); a stray control character must not fail the sign-in.
const returnTo = text().max(2000).optional();

export const signInBody = z.object({
  email: token('The email address').trim().toLowerCase().max(320),
  password: z.string().max(200),
  returnTo,
});

export const signUpBody = z
  .object({
    email,
    password: z
      .string()
      .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
      .max(200, 'Password is too long'),
    confirmPassword: z.string().max(200),
    firstName: lineText().trim().max(200).optional(),
    lastName: lineText().trim().max(200).optional(),
    returnTo,
  })
  .refine((b) => b.password === b.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });

export const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});
export type AuthUser = z.infer<typeof authUserSchema>;
