/**
 * What browsers and bundlers say when a script chunk cannot be loaded (spec section 8 names the first two; the
 * rest are the messages Chromium, Safari and Firefox give for Vite's dynamic imports, and Vite's own CSS preload
 * failure). After a deploy the old chunks are gone, so these are expected noise, not bugs.
 */
const CHUNK_LOAD_MARKERS = [
  'ChunkLoadError',
  'Loading chunk',
  'Failed to fetch dynamically imported module',
  'Importing a module script failed',
  'error loading dynamically imported module',
  'Unable to preload CSS',
] as const;

const lowerMarkers = CHUNK_LOAD_MARKERS.map((marker) => marker.toLowerCase());

/** Case-insensitive, because Firefox and Chromium disagree on the capital of "error loading...". */
export function isChunkLoadMessage(text: unknown): boolean {
  if (typeof text !== 'string' || text === '') return false;
  const lower = text.toLowerCase();
  return lowerMarkers.some((marker) => lower.includes(marker));
}

/** An Error (or anything thrown) that reports a failed chunk load, by its name or its message. */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error === 'string') return isChunkLoadMessage(error);
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || isChunkLoadMessage(message);
}
