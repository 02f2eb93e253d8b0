import { z } from 'zod';

/**
 * Body of POST /api/auth/google. The original client contract sent uid, email, name, photoURL and accessToken (the
 * payload of a client-side Google SDK); they are accepted so old clients get a clear answer,
 * but never read: identity comes only from the ID token verified on the server, via `code`.
 */
export const GoogleSignInBodySchema = z.object({
  code: z.string({ error: 'A Google sign-in code is required' }).min(1, 'A Google sign-in code is required').max(200),
  uid: z.string().max(500).optional(),
  email: z.string().max(500).optional(),
  name: z.string().max(500).optional(),
  photoURL: z.string().max(2000).optional(),
  accessToken: z.string().max(5000).optional(),
});
export type GoogleSignInBody = z.infer<typeof GoogleSignInBodySchema>;
