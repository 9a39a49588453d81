import type { InspectionEvent } from 'xstate';
import type { Reporter } from './reporter';

/**
 * Every invoked actor's `onError` turns a failure into a state the visitor can act on ("try again"), which is
 * right for a request that failed (the network, the server) and hides anything else: a TypeError in an actor, an
 * actor the view forgot to provide, an answer the app could not use. Those are faults, and the team must hear of
 * them, so every root actor is created with this as its `inspect` (src/devtools/inspector.ts), which hands each
 * actor's failure to the reporter. Which of them to report is decided by the lazily loaded client
 * (contractDrift.ts, `failureKind`), not in every page's start-up code. Reporting is off outside production, where
 * the reporter keeps nothing.
 */
export function reportActorBugs(target: Pick<Reporter, 'captureException'>) {
  return (inspection: InspectionEvent) => {
    if (inspection.type !== '@xstate.event') return;
    const event = inspection.event as { type: string; error?: unknown };
    if (event.type.startsWith('xstate.error.actor')) target.captureException(event.error, { mechanism: 'xstate.actor' });
  };
}
