import * as z from 'zod/mini';

/** The signed-in user (api-contract.md). Unknown fields the API adds are kept, not rejected. */
export const userSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  token: z.string().check(z.minLength(1)),
});

export type User = z.infer<typeof userSchema>;
