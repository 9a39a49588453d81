import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import type { EventObject } from 'xstate';
import { leadCaptureMachine, type LeadCaptureEvent } from '../../src/machines/leadCaptureMachine';
import { LEAD_FIELDS, validateAll, type LeadValues } from '../../src/machines/leadCaptureFields';
import { formatCoverage, measureCoverage } from './graphCoverage';
import { countingKeys, duplicateEmail, leadForm, notFound, offline, validLead } from './leadFixtures';

type Snapshot = ReturnType<typeof leadCaptureMachine.resolveState>;

/**
 * The events a visitor and the two invoked actors can send in each state. Typing is modelled as "fill in the
 * next field", "spoil the email" and "fix the first bad field", so the state space stays small while every
 * guard (valid or not, field errors or not) is reached.
 */
function eventsFor(snapshot: Snapshot): EventObject[] {
  const values: LeadValues = snapshot.context.values;
  switch (snapshot.value) {
    case 'loading':
      return [
        { type: 'xstate.done.actor.loadForm', output: leadForm } as EventObject,
        { type: 'xstate.error.actor.loadForm', error: notFound } as EventObject,
        { type: 'xstate.error.actor.loadForm', error: offline } as EventObject,
      ];
    case 'loadFailed':
      return [{ type: 'lead.retry' }];
    case 'editing':
    case 'failed': {
      const events: LeadCaptureEvent[] = [{ type: 'lead.submit' }, { type: 'lead.blur', field: 'email' }];
      const next = LEAD_FIELDS.find((f) => values[f] === '' || values[f] === false);
      if (next) events.push({ type: 'lead.change', field: next, value: validLead[next] });
      if (values.email === validLead.email) events.push({ type: 'lead.change', field: 'email', value: 'asha@' });
      if (values.email !== '' && validateAll(values, ['bca', 'mca']).email) {
        events.push({ type: 'lead.change', field: 'email', value: validLead.email });
      }
      return events;
    }
    case 'submitting':
      return [
        { type: 'lead.submit' },
        { type: 'xstate.done.actor.submitLead', output: { id: 'ENQ-1001' } } as EventObject,
        { type: 'xstate.error.actor.submitLead', error: duplicateEmail } as EventObject,
        { type: 'xstate.error.actor.submitLead', error: offline } as EventObject,
      ];
    case 'submitted':
      return [{ type: 'lead.again' }];
    default:
      return [];
  }
}

// Keyed on the incoming edge, the values, which fields show errors and whether a 422 refused values: every edge
// (including Send on values the server refused) gets a path of its own.
const serializeState = (state: Snapshot, event: EventObject | undefined, prev?: Snapshot) =>
  JSON.stringify([
    prev?.value ?? null,
    event?.type ?? null,
    state.value,
    state.context.values,
    Object.keys(state.context.errors),
    state.context.rejection === null,
  ]);

describe('leadCaptureMachine graph', () => {
  it('reaches every state and takes every transition, including done/error of both invoked actors', () => {
    const paths = getShortestPaths(leadCaptureMachine, {
      input: { formId: 'sunrise', source: {}, newKey: countingKeys() },
      events: eventsFor as never,
      serializeState: serializeState as never,
    });
    const coverage = measureCoverage(leadCaptureMachine, paths);
    console.log(formatCoverage(coverage));
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.edges.missing).toEqual([]);
  });

  it('ignores a second submit while the first is being sent (no transition, no second request)', () => {
    const paths = getShortestPaths(leadCaptureMachine, {
      input: { formId: 'sunrise', source: {}, newKey: countingKeys() },
      events: eventsFor as never,
      serializeState: serializeState as never,
      toState: (s) => s.matches('submitting'),
    });
    const submitting = paths[0]!.state;
    expect(leadCaptureMachine.getTransitionData(submitting as never, { type: 'lead.submit' })).toEqual([]);
    expect(submitting.can({ type: 'lead.submit' })).toBe(false);
  });
});
