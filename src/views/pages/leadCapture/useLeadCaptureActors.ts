import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
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
import { markServerText, serverTextLanguage } from './serverText';
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
  // Once per page (it is keyed by form id): useActorRef uses the input only at start, and building it on every
  // render read sessionStorage and parsed the draft on each keystroke for nothing. The machine too: `http` never
  // changes, so a new one per keystroke only handed the running actor the same implementations again.
  const [machine] = useState(() =>
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
  );
  const [options] = useState(() => ({
    input: { formId, source: readLeadSource(window.location.search, document.referrer), newKey: newIdempotencyKey, draft: restoredDraft(formId) },
    inspect,
  }));
  const actor = useActorRef(machine, options);
  useEffect(() => {
    let saved = leadDraftOf(actor.getSnapshot().context, false);
    const subscription = actor.subscribe((snapshot) => {
      const draft = leadDraftOf(snapshot.context, snapshot.matches('submitted'));
      // By identity, so most snapshots (focus, errors, states) write nothing: the machine makes new values only on a
      // change, a new key list only when it mints a key, new place names and a new 422 only when they change, and
      // leadDraftOf hands them on as they are (a sent enquiry's draft is made of the same constants every time).
      // Sending, and leaving the thank-you screen for a new enquiry, change `sentId`.
      const same = draft.values === saved.values && draft.keys === saved.keys && draft.places === saved.places;
      if (same && draft.rejection === saved.rejection && draft.sentId === saved.sentId) return;
      saved = draft;
      // All of a 422's words came in one answer, so in one language.
      const refused = Object.values(draft.rejection?.errors ?? {}).find((error) => 'server' in error);
      saveLeadDraft(formId, { ...draft, rejectionLang: refused ? serverTextLanguage(refused) : undefined });
    });
    return () => subscription.unsubscribe();
  }, [actor, formId]);
  return actor;
}

/** The tab's draft, its kept 422's words marked with the language they came in (the machine keeps these objects). */
function restoredDraft(formId: string) {
  const draft = readLeadDraft(formId);
  const lang = draft?.rejectionLang;
  if (lang) for (const error of Object.values(draft.rejection?.errors ?? {})) markServerText(error, lang);
  return draft;
}

/** Two choice lists: the states of the form's country, and the cities of the chosen state. */
export function usePlaceLookups(): { states: LookupActor; cities: LookupActor } {
  const { http } = useServices();
  // Built once: the form re-renders on every keystroke, and `http` never changes, so new machines would only hand
  // the running actors the same implementations again.
  const [machines] = useState(() => ({
    states: lookupWith((key, signal) => listStates(http, key, signal)),
    cities: lookupWith((key, signal) => listCities(http, key, signal)),
  }));
  const states = useActorRef(machines.states, { inspect });
  const cities = useActorRef(machines.cities, { inspect });
  return { states, cities };
}

/** The lookup machine over one list's request. */
function lookupWith(list: (key: string, signal: AbortSignal) => Promise<LookupOption[]>) {
  return lookupMachine.provide({
    actors: {
      fetchOptions: fromPromise<LookupOption[], { key: string }>(({ input, signal }) => unlessAborted(signal, list(input.key, signal))),
    },
  });
}
