import * as z from 'zod/mini';

/** Every JSON answer of the API: `{ success, data, message? }` (api-contract.md, Conventions). */
export function envelope<T extends z.ZodMiniType>(data: T) {
  return z.object({
    success: z.boolean(),
    data: z.nullable(data),
    message: z.optional(z.nullable(z.string())),
  });
}

/** The body of a non-2xx answer; anything else in it is ignored. */
export const failureBody = z.object({
  message: z.optional(z.string()),
  errors: z.optional(z.record(z.string(), z.string())),
});

/** For calls whose answer data the app does not use (logout). */
export const anyData = z.unknown();
