/**
 * A promise the test settles when it chooses: a route handler awaits `released` to hold a request (or a chunk)
 * until the test has seen what the page shows meanwhile, then calls `release()`.
 */
export function gate(): { release: () => void; released: Promise<void> } {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { release, released };
}
