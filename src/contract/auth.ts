import { z } from 'zod';
import { lineText, text, token } from './text';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const MIN_PASSWORD_LENGTH = 10;
/**
 * What a sign-up answers when the email already has an account and the password is not its own (that
 * one signs in). A new email is signed in instead, so the two answers differ; the attempt limits bound
 * how many addresses anyone can try (docs/decisions/014).
 */
export const ACCOUNT_EXISTS_NOTICE = 'This email already has an account. Sign in with the password you chose for it.';

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

/** What /api/auth/user answers: a type only, since nothing parses it. */
export type AuthUser = { id: string; email: string; firstName: string | null; lastName: string | null; profileImageUrl: string | null };
