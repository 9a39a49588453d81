import { use } from 'react';
import { browserOnline } from '../../../api/browserOnline';
import type { FailureKind } from '../../../machines/verifyCertificateMachine';
import { trackedLoad } from '../../trackedLoad';
import { FailedPanel } from './FailedPanel';
import type { VerifyOutcomeProps } from './VerifyOutcome';

// The answer's panels download once the visitor starts on a number (focus in the page, a deep link, a check), in
// parallel with their typing or the check's request, rather than with the page. A download that fails resolves
// to null: the page then says the answer could not be shown, with a retry (never the app's error screen).
export const outcomePanels = trackedLoad(() => import('./VerifyOutcome').catch(() => null));

/**
 * The panels' code has failed to arrive: why, as the failed panel says it (the connection only when the browser
 * is offline; online it is most likely a deploy), or null while it is here or still coming.
 */
export function missingOutcome(): FailureKind | null {
  const load = outcomePanels.start() as { status?: string; value?: unknown };
  return load.status === 'fulfilled' && !load.value ? (browserOnline() ? 'server' : 'network') : null;
}

export function LazyOutcome(props: VerifyOutcomeProps & { onRetry: (auto?: boolean) => void }) {
  const { onRetry, ...outcomeProps } = props;
  const loaded = use(outcomePanels.start());
  if (!loaded) return <FailedPanel failure={missingOutcome()!} headingRef={props.headingRef} onRetry={onRetry} />;
  return <loaded.VerifyOutcome {...outcomeProps} />;
}
