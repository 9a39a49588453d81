import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { fetchLeadForm, newIdempotencyKey, submitLead } from '../../../api/leadCapture';
import { listCities, listStates } from '../../../api/lookups';
import { unlessAborted } from '../../../api/unlessAborted';
import type { LeadForm, LeadCreated } from '../../../api/schemas/leadCapture';
import type { LookupOption } from '../../../api/schemas/lookups';
import { leadCaptureMachine, type SubmitLeadInput } from '../../../machines/leadCaptureMachine';
import { lookupMachine } from '../../../machines/lookupMachine';
import { useServices } from '../../root/services';
import { leadDraftOf, readLeadDraft, saveLeadDraft } from './leadDraft';
import { readLeadSource } from './leadSource';
import { inspect } from '../../../devtools/inspector';

export type LeadCaptureActor = ActorRefFrom<typeof leadCaptureMachine>;
export type LookupActor = ActorRefFrom<typeof lookupMachine>;

/**
 * The page's form actor, wired to the real API; UTM parameters and the referrer are read once, here. What is typed
 * is kept as this tab's draft (leadDraft.ts) until the enquiry is sent, and a reload starts from it.
 */
export function useLeadCaptureActor(formId: string): LeadCaptureActor {
  const { http } = useServices();
  const actor = useActorRef(
    leadCaptureMachine.provide({
      actors: {
        loadForm: fromPromise<LeadForm, { formId: string }>(({ input, signal }) =>
          unlessAborted(signal, fetchLeadForm(http, input.formId, signal)),
        ),
        submitLead: fromPromise<LeadCreated, SubmitLeadInput>(({ input, signal }) =>
          unlessAborted(signal, submitLead(http, input.formId, input.lead, input.idempotencyKey, signal)),
        ),
      },
    }),
    {
      input: { formId, source: readLeadSource(window.location.search, document.referrer), newKey: newIdempotencyKey, draft: readLeadDraft(formId) },
      inspect,
    },
  );
  useEffect(() => {
    let saved = leadDraftOf(actor.getSnapshot().context, false);
    const subscription = actor.subscribe((snapshot) => {
      const sent = snapshot.matches('submitted');
      const draft = leadDraftOf(snapshot.context, sent);
      if (!sent && draft.values === saved.values && draft.idempotencyKey === saved.idempotencyKey) return;
      saved = draft;
      saveLeadDraft(formId, draft);
    });
    return () => subscription.unsubscribe();
  }, [actor, formId]);
  return actor;
}

/** Two choice lists: the states of the form's country, and the cities of the chosen state. */
export function usePlaceLookups(): { states: LookupActor; cities: LookupActor } {
  const { http } = useServices();
  const states = useActorRef(
    lookupMachine.provide({
      actors: { fetchOptions: fromPromise<LookupOption[], { key: string }>(({ input, signal }) =>
        unlessAborted(signal, listStates(http, input.key, signal)),
      ) },
    }),
    { inspect },
  );
  const cities = useActorRef(
    lookupMachine.provide({
      actors: { fetchOptions: fromPromise<LookupOption[], { key: string }>(({ input, signal }) =>
        unlessAborted(signal, listCities(http, input.key, signal)),
      ) },
    }),
    { inspect },
  );
  return { states, cities };
}
