import { z } from 'zod';
import { text, token } from './text';

export const INVALID_CREDENTIALS = 'Invalid email or password';

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
    password: z.string().min(8, 'Password must be at least 8 characters').max(200, 'Password is too long'),
    confirmPassword: z.string().max(200),
    firstName: text().trim().max(200).optional(),
    lastName: text().trim().max(200).optional(),
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
