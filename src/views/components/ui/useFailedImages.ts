import { type SyntheticEvent, useState } from 'react';

/**
 * Remembers which image addresses failed to load here, so a branch logo that is missing (moved, or its server
 * down) gives way to the institute's name instead of the browser's broken-image sign, which makes a genuine page
 * look faulty. The address is read at once: React clears the event's `currentTarget` after the handler.
 */
export function useFailedImages() {
  const [failed, setFailed] = useState<Array<string | null>>([]);
  return {
    ok: (src?: string | null): src is string => !!src && !failed.includes(src),
    onError: (e: SyntheticEvent<HTMLImageElement>) => {
      const src = e.currentTarget.getAttribute('src');
      setFailed((list) => [...list, src]);
    },
  };
}
