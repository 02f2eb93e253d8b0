import { z } from 'zod';

/** Form and body schemas shared by the login screen and the server, so each message is written once. */
export const LoginSchema = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(200, 'Username must be at most 200 characters'),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(200, 'Password must be at most 200 characters'),
});
export type LoginInput = z.infer<typeof LoginSchema>;

export const USERNAME_MIN = 3;
export const PASSWORD_MIN = 6;

const RegisterFields = {
  username: z
    .string({ error: 'Username must be at least 3 characters' })
    .trim()
    .min(USERNAME_MIN, 'Username must be at least 3 characters')
    .max(40, 'Username must be at most 40 characters')
    .regex(/^[\p{L}\p{N}._-]+$/u, 'Username may contain letters, digits, dots, dashes and underscores'),
  email: z
    .string({ error: 'Please enter a valid email' })
    .trim()
    .max(254, 'Please enter a valid email')
    .pipe(z.email('Please enter a valid email')),
  password: z
    .string({ error: 'Password must be at least 6 characters' })
    .min(PASSWORD_MIN, 'Password must be at least 6 characters')
    .max(200, 'Password must be at most 200 characters'),
};

/** Body of POST /api/auth/register (no confirmPassword on the wire: only the form compares the two). */
export const RegisterBodySchema = z.object(RegisterFields);
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const RegisterFormSchema = z
  .object({
    ...RegisterFields,
    confirmPassword: z.string({ error: 'Please confirm your password' }).min(PASSWORD_MIN, 'Please confirm your password'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type RegisterForm = z.infer<typeof RegisterFormSchema>;
