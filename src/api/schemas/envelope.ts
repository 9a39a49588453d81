import * as z from 'zod/mini';

/** Every JSON answer of the API: `{ success, data, message? }` (api-contract.md, Conventions). */
export function envelope<T extends z.ZodMiniType>(data: T) {
  return z.object({
    success: z.boolean(),
    data: z.nullable(data),
    message: z.optional(z.nullable(z.string())),
  });
}

/**
 * One field's message in a failure's `errors`: a string, or the first string of an array (the Laravel/Rails shape
 * `{ email: ["has already been taken", ...] }`; a field shows one message at a time). Anything else is no message.
 */
const fieldMessage = z.catch(
  z.union([
    z.string(),
    z.pipe(
      z.array(z.unknown()),
      z.transform((items) => items.find((item): item is string => typeof item === 'string')),
    ),
  ]),
  undefined,
);

/**
 * The body of a non-2xx answer. `message` and `errors` are read independently and each falls back on its own, so
 * an odd `errors` (null, a string, arrays, numbers) never costs the server's `message` (spec section 8), and an
 * odd `message` never costs the field messages. Anything else in the body is ignored.
 */
export const failureBody = z.pipe(
  z.object({
    message: z.catch(z.optional(z.string()), undefined),
    errors: z.catch(z.optional(z.record(z.string(), fieldMessage)), undefined),
  }),
  z.transform(({ message, errors }) => ({
    message: message?.trim() ? message : undefined,
    errors: Object.fromEntries(
      Object.entries(errors ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    ),
  })),
);

/** For calls whose answer data the app does not use (logout). */
export const anyData = z.unknown();
