import type { InspectionEvent } from 'xstate';
import { isApiError } from '../api/errors';
import type { Reporter } from './reporter';

/**
 * Every invoked actor's `onError` turns a failure into a state the visitor can act on ("try again"), which is
 * right for a request that failed (an ApiError: the network, the server) and hides anything else: a TypeError in an
 * actor, an actor the view forgot to provide. Those are bugs, and the team must hear of them, so every root actor is
 * created with this as its `inspect` (src/devtools/inspector.ts) and an actor's failure that is not a request's is
 * reported. Reporting is off outside production, where the reporter keeps nothing.
 */
export function reportActorBugs(target: Pick<Reporter, 'captureException'>) {
  return (inspection: InspectionEvent) => {
    if (inspection.type !== '@xstate.event') return;
    const event = inspection.event as { type: string; error?: unknown };
    if (event.type.startsWith('xstate.error.actor') && !isApiError(event.error)) {
      target.captureException(event.error, { mechanism: 'xstate.actor' });
    }
  };
}
