// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { createHandlers } from '../../src/mocks/handlers';
import { apiPattern } from '../../src/mocks/context';
import { memoryStore } from '../../src/mocks/store';
import { BLOCKED_MOBILE, DEMO_LEAD_FORMS, DUPLICATE_EMAIL_DOMAIN } from '../../src/mocks/data/leadCaptureForms';
import { DEMO_COUNTRIES, demoStates } from '../../src/mocks/data/leadCaptureGeo';
import { leadCreatedAnswer, leadFormAnswer, lookupList, refusal, validationFailure } from './contractSchemas';
import { call, expectContract } from './strictContractHarness';

// The public enquiry form and its place lookups against the strict contract (contractSchemas.ts): every form,
// every state's cities, every refusal the demo scripts. Certificate, account, institute: mocks-strict-contract.test.ts.
const server = setupServer(...createHandlers({ api: apiPattern('/api'), store: memoryStore() }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const [bengaluruForm] = DEMO_LEAD_FORMS;
const lead = {
  name: 'Asha Rao',
  mobile: '+919876543210',
  email: 'asha@example.in',
  courseId: bengaluruForm!.courses[0]!.id,
  stateId: 'IN-KA',
  cityId: 'in-ka-bengaluru',
  message: '',
  acceptTerms: true,
  source: {},
};
const send = (formId: string, body: unknown, headers: Record<string, string> = {}) =>
  call(`lead-capture/new/${formId}`, { method: 'POST', body, headers: { 'Idempotency-Key': crypto.randomUUID(), ...headers } });

describe('strict contract: the enquiry form', () => {
  it.each(DEMO_LEAD_FORMS.map((f) => [f.id, f] as const))('form %s answers its branding and courses', async (formId) => {
    expect(expectContract(await call(`lead-capture/form/${formId}`), 200, leadFormAnswer).data.id).toBe(formId);
  });

  it.each(['en', 'zh', 'es', 'ja', 'de', 'fr'])('an unknown form is a 404 refusal (in %s)', async (language) => {
    expectContract(await call('lead-capture/form/no-such-form', { headers: { 'Accept-Language': language } }), 404, refusal);
  });
});

describe('strict contract: sending an enquiry', () => {
  it.each(DEMO_LEAD_FORMS.flatMap((f) => f.courses.map((c) => [f.id, c.id] as const)))('form %s takes a lead for %s', async (formId, courseId) => {
    expectContract(await send(formId, { ...lead, courseId }), 201, leadCreatedAnswer);
  });

  it('a repeat with the same Idempotency-Key answers the first id; the key with another body is a 422', async () => {
    const key = { 'Idempotency-Key': crypto.randomUUID() };
    const first = expectContract(await send(bengaluruForm!.id, lead, key), 201, leadCreatedAnswer).data;
    expect(expectContract(await send(bengaluruForm!.id, lead, key), 201, leadCreatedAnswer).data).toEqual(first);
    const reused = expectContract(await send(bengaluruForm!.id, { ...lead, name: 'Asha R' }, key), 422, validationFailure);
    expect(reused.errors).toEqual({});
  });

  it.each([
    ['name', { name: 'A' }],
    ['mobile', { mobile: '9876543210' }],
    ['mobile', { mobile: BLOCKED_MOBILE }],
    ['email', { email: 'not-an-email' }],
    ['email', { email: `asha@${DUPLICATE_EMAIL_DOMAIN}` }],
    ['courseId', { courseId: 'no-such-course' }],
    ['stateId', { stateId: 'IN-XX' }],
    ['cityId', { cityId: 'in-mh-pune' }],
    ['acceptTerms', { acceptTerms: false }],
  ])('a lead refused on %s is a 422 naming that field', async (field, change) => {
    const refused = expectContract(await send(bengaluruForm!.id, { ...lead, ...change }), 422, validationFailure);
    expect(Object.keys(refused.errors)).toEqual([field]);
  });

  it.each(['en', 'zh', 'es', 'ja', 'de', 'fr'])('a lead wrong in every checked field is one 422 (in %s)', async (language) => {
    const wrong = { ...lead, name: 'A', mobile: '1', email: 'x', courseId: 'x', stateId: 'x' };
    const refused = expectContract(await send(bengaluruForm!.id, wrong, { 'Accept-Language': language }), 422, validationFailure);
    expect(Object.keys(refused.errors).sort()).toEqual(['courseId', 'email', 'mobile', 'name', 'stateId']);
  });

  it('a body that is not a lead is a 422 naming no field', async () => {
    expect(expectContract(await send(bengaluruForm!.id, 'not json'), 422, validationFailure).errors).toEqual({});
  });

  it('a lead for an unknown form is a 404 refusal', async () => {
    expectContract(await send('no-such-form', lead), 404, refusal);
  });
});

describe('strict contract: place lookups', () => {
  // Every state of every country, so every city list of the seed is read.
  const states = DEMO_COUNTRIES.flatMap((country) => demoStates(country.id) ?? []);

  it('the seed has states to read', () => {
    expect(states.length).toBeGreaterThan(0);
  });

  it('country/ answers the countries', async () => {
    expect(expectContract(await call('country/'), 200, lookupList).data).toEqual(DEMO_COUNTRIES);
  });

  it.each(DEMO_COUNTRIES.map((c) => c.id))('country/%s/states answers its states', async (countryId) => {
    expectContract(await call(`country/${countryId}/states`), 200, lookupList);
  });

  it.each(states.map((s) => s.id))('state/%s/cities answers its cities', async (stateId) => {
    expect(expectContract(await call(`state/${stateId}/cities`), 200, lookupList).data.length).toBeGreaterThan(0);
  });

  it.each(['country/XX/states', 'state/IN-XX/cities'])('%s is a 404 refusal', async (path) => {
    expectContract(await call(path), 404, refusal);
  });
});
