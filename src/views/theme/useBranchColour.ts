import { useEffect } from 'react';
import { brandVariables } from './branchColour';

/**
 * Applies an institute's primary colour to the whole page while the calling component is mounted; both themes get
 * their own safe version, so switching theme needs nothing more. Usage (verify page, session layout):
 *   useBranchColour(institute?.primaryColor);
 * Set through the CSSOM (style.setProperty), which a strict Content-Security-Policy allows.
 */
export function useBranchColour(colour: string | null | undefined, target?: HTMLElement): void {
  useEffect(() => {
    const el = target ?? document.documentElement;
    const vars = brandVariables(colour);
    for (const [name, value] of Object.entries(vars)) el.style.setProperty(name, value);
    return () => {
      for (const name of Object.keys(vars)) el.style.removeProperty(name);
    };
  }, [colour, target]);
}

/** The component form, for a tree that prefers markup to a hook: <BranchColour colour={institute.primaryColor} />. */
export function BranchColour(props: { colour: string | null | undefined }) {
  useBranchColour(props.colour);
  return null;
}
