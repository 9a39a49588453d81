import { useEffect } from 'react';

/**
 * Applies an institute's primary colour to the whole page while the calling component is mounted; both themes get
 * their own safe version, so switching theme needs nothing more. Usage (verify page, session layout):
 *   useBranchColour(institute?.primaryColor);
 * Set through the CSSOM (style.setProperty), which a strict Content-Security-Policy allows. The colour maths
 * (branchColour.ts, contrast.ts) is fetched only when there is a colour to apply, like the footer note's
 * sanitiser: a branch without one, and every page before the institute answers, never downloads it.
 */
export function useBranchColour(colour: string | null | undefined, target?: HTMLElement): void {
  useEffect(() => {
    if (!colour) return;
    const el = target ?? document.documentElement;
    let applied: string[] = [];
    let cancelled = false;
    import('./branchColour').then(
      ({ brandVariables }) => {
        if (cancelled) return;
        const vars = brandVariables(colour);
        for (const [name, value] of Object.entries(vars)) el.style.setProperty(name, value);
        applied = Object.keys(vars);
      },
      // The chunk could not load (offline, gone after a deploy): the page keeps the default colour, which is
      // readable in both themes, so there is nothing to tell the visitor and no error to raise.
      () => {},
    );
    return () => {
      cancelled = true;
      for (const name of applied) el.style.removeProperty(name);
    };
  }, [colour, target]);
}
