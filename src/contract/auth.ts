import { z } from 'zod';

export const INVALID_CREDENTIALS = 'Invalid email or password';

const email = z.string().trim().toLowerCase().max(320).email('Enter a valid email address');
const returnTo = z.string().max(2000).optional();

export const signInBody = z.object({
  email: z.string().trim().toLowerCase().max(320),
  password: z.string().max(200),
  returnTo,
});

export const signUpBody = z
  .object({
    email,
    password: z.string().min(8, 'Password must be at least 8 characters').max(200, 'Password is too long'),
    confirmPassword: z.string().max(200),
    firstName: z.string().trim().max(200).optional(),
    lastName: z.string().trim().max(200).optional(),
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
