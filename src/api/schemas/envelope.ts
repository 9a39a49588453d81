import * as z from 'zod/mini';

/**
 * Every JSON answer of the API: `{ success, data, message? }` (api-contract.md, Conventions). A missing `data` reads
 * as null: a refusal sent as `{ "success": false }` is still the API's refusal (a wrong password, a closed form), never
 * an unreadable answer ("try again later"); every caller already refuses an answer without data.
 */
export function envelope<T extends z.ZodMiniType>(data: T) {
  return z.object({
    success: z.boolean(),
    data: z.optional(z.nullable(data)),
    message: z.optional(z.nullable(z.string())),
  });
}

/**
 * The body of a non-2xx answer, as sent: any object; `success: false` in it marks the API's own refusal (errors.ts,
 * FailureBody). `message` and `errors` are read from it independently by
 * `readFailureBody`, so an odd `errors` (null, a string, arrays, numbers) never costs the server's `message`
 * (spec section 8), and an odd `message` never costs the field messages. Kept to the zod kinds public pages
 * already load (object, unknown, optional): unions, pipes and catches cost ~0.8 kB gzip there (npm run budget).
 */
export const failureBody = z.object({ success: z.optional(z.unknown()), message: z.optional(z.unknown()), errors: z.optional(z.unknown()) });

/**
 * `message` when it is a non-blank string; of `errors`, each field's string, or the first string of an array (the
 * Laravel/Rails shape `{ email: ["has already been taken", ...] }`; a field shows one message at a time).
 */
export function readFailureBody(body: z.infer<typeof failureBody>): { message?: string; errors: Record<string, string> } {
  const message = typeof body.message === 'string' && body.message.trim() ? body.message : undefined;
  const errors: Record<string, string> = {};
  if (body.errors && typeof body.errors === 'object' && !Array.isArray(body.errors)) {
    for (const [field, value] of Object.entries(body.errors)) {
      const text = Array.isArray(value) ? value.find((item) => typeof item === 'string') : value;
      if (typeof text === 'string') errors[field] = text;
    }
  }
  return { message, errors };
}

/** For calls whose answer data the app does not use (logout). */
export const anyData = z.unknown();
