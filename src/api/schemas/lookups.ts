import * as z from 'zod/mini';
import { envelope } from './envelope.ts';

/** One entry of a place lookup (country, state, city) or a course: a stable id the API stores and a display name. */
export const lookupOption = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
});
export type LookupOption = z.infer<typeof lookupOption>;

/**
 * A list read row by row: one broken row (a course without a name, a city left blank, an id given twice) costs
 * that row, not the list. Failing the whole list would leave an enquiry form that can never be sent, and a
 * "Try again" that can never work, for one bad record in the institute's settings. A numeric id (a database
 * key) is read as the string the contract names. Each row is still parsed with the schema above; no zod kind that
 * public pages do not already load (a union or a transform would cost every page, npm run budget).
 */
export function readOptions(rows: readonly unknown[]): LookupOption[] {
  const seen = new Set<string>();
  const options: LookupOption[] = [];
  for (const row of rows) {
    const sent = (typeof row === 'object' && row !== null ? row : {}) as { id?: unknown; name?: unknown };
    const parsed = lookupOption.safeParse({ id: typeof sent.id === 'number' ? String(sent.id) : sent.id, name: sent.name });
    const name = parsed.data?.name.trim();
    if (!parsed.success || !name || seen.has(parsed.data.id)) continue;
    seen.add(parsed.data.id);
    options.push({ id: parsed.data.id, name });
  }
  return options;
}

/**
 * A list of options as sent; read it with readOptions. An array check from the zod kinds every page already loads
 * (unknown, refine): zod's array kind would sit in the start-up code of every page, public ones included, though
 * only the enquiry form and staff lookups read lists (~0.4 kB gzip on /verify-certificate, npm run budget).
 */
export const optionRows = z.unknown().check(z.refine(Array.isArray)) as unknown as z.ZodMiniType<unknown[]>;

/**
 * A place list as sent: plain (the demo's), or in api-contract.md's list shape `{ items, total, page, pageSize }`,
 * whose other fields are read loosely (pagesLeft).
 */
export type PlaceRows = unknown[] | { items: unknown[]; total?: unknown; pageSize?: unknown };

/** The rows of a place list, in either shape. */
export const rowsOf = (list: PlaceRows): unknown[] => (Array.isArray(list) ? list : list.items);

/**
 * What a paged answer (its first page) leaves to read: how many more pages, of the size it named (or, naming none,
 * of its own length). None for a plain list, or one without a usable total.
 */
export function pagesLeft(list: PlaceRows): { count: number; size: number } {
  if (Array.isArray(list)) return { count: 0, size: 0 };
  const { total, pageSize, items } = list;
  const size = typeof pageSize === 'number' && Number.isInteger(pageSize) && pageSize > 0 ? pageSize : items.length;
  const usable = typeof total === 'number' && Number.isFinite(total) && size > 0;
  return { count: usable ? Math.max(0, Math.ceil((total - items.length) / size)) : 0, size };
}

/**
 * `GET country/{countryId}/states`, `GET state/{stateId}/cities`. docs/api.md has them plain and unpaged (a
 * country has a few dozen states, a state a few hundred cities); a server that answers them in api-contract.md's
 * list shape, as its business resources, is read too, every page of it (src/api/lookups.ts).
 */
export const lookupListResponse = envelope(
  z.unknown().check(z.refine((list) => Array.isArray(list) || Array.isArray((list as { items?: unknown } | null)?.items))) as unknown as z.ZodMiniType<PlaceRows>,
);
