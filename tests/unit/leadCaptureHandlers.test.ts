import { describe, expect, it } from 'vitest';
import { getResponse } from 'msw';
import { leadCaptureHandlers } from '../../src/mocks/handlers/leadCapture';
import { memoryStore } from '../../src/mocks/store';

const store = memoryStore();
const handlers = leadCaptureHandlers({ api: '*/api', store });
const call = async (path: string, body?: unknown, acceptLanguage?: string, idempotencyKey?: string) => {
  const language: Record<string, string> = acceptLanguage ? { 'Accept-Language': acceptLanguage } : {};
  if (idempotencyKey) language['Idempotency-Key'] = idempotencyKey;
  const init =
    body === undefined
      ? { headers: language }
      : { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', ...language } };
  const response = (await getResponse(handlers, new Request(`http://demo.test/api/${path}`, init)))!;
  return { status: response.status, json: await response.json() };
};

const lead = {
  name: 'Asha Rao',
  mobile: '+919876543210',
  email: 'asha@example.in',
  courseId: 'bca',
  stateId: 'IN-MH',
  cityId: 'in-mh-pune',
  message: '',
  acceptTerms: true,
  source: { utmSource: 'google' },
};

describe('demo lead-capture backend', () => {
  it('serves the two forms and 404s any other', async () => {
    expect((await call('lead-capture/form/kvs-bengaluru-admissions-2026')).json.data.courses).toHaveLength(5);
    expect((await call('lead-capture/form/kvs-pune-open-day')).json.data.instituteName).toBe('Kaveri Vidya Sansthan, Pune');
    expect((await call('lead-capture/form/nope')).status).toBe(404);
  });

  it('answers the place lookups', async () => {
    expect((await call('country/')).json.data).toEqual([{ id: 'IN', name: 'India' }]);
    const states = (await call('country/IN/states')).json.data as Array<{ id: string }>;
    expect(states).toHaveLength(36);
    expect((await call('state/IN-MH/cities')).json.data).toContainEqual({ id: 'in-mh-pune', name: 'Pune' });
    expect((await call('state/IN-XX/cities')).status).toBe(404);
  });

  it('keeps a valid lead and answers its id', async () => {
    const answer = await call('lead-capture/new/kvs-bengaluru-admissions-2026', lead);
    expect(answer).toEqual({ status: 201, json: { success: true, data: { id: expect.stringMatching(/^ENQ-\d+$/) } } });
    expect(store.get<Array<{ id: string; formId: string }>>('leadCapture.submissions', [])).toContainEqual(
      expect.objectContaining({ id: answer.json.data.id, formId: 'kvs-bengaluru-admissions-2026', email: 'asha@example.in' }),
    );
  });

  it('answers a retry with the same Idempotency-Key as the first send: the same lead id, no second lead', async () => {
    const path = 'lead-capture/new/kvs-bengaluru-admissions-2026';
    const leads = () => store.get<unknown[]>('leadCapture.submissions', []).length;
    const before = leads();
    const first = await call(path, lead, undefined, 'b7c1e6f0-0d7e-4f43-9a55-0f6a1f0e2a11');
    const retry = await call(path, lead, undefined, 'b7c1e6f0-0d7e-4f43-9a55-0f6a1f0e2a11');
    expect(first.status).toBe(201);
    expect(retry).toEqual(first);
    expect(leads()).toBe(before + 1);
    // Another key is another enquiry; the same key with other values is refused, not stored.
    const other = await call(path, lead, undefined, '5d0f2c3e-7a61-4c1b-8f0e-2b9d6c4a7e22');
    expect(other.json.data.id).not.toBe(first.json.data.id);
    const reused = await call(path, { ...lead, message: 'Another question' }, undefined, '5d0f2c3e-7a61-4c1b-8f0e-2b9d6c4a7e22');
    expect(reused.status).toBe(422);
    expect(reused.json.errors).toEqual({});
    expect(leads()).toBe(before + 2);
    // Without a key, every send is a new lead (a client that does not send one).
    await call(path, lead);
    await call(path, lead);
    expect(leads()).toBe(before + 4);
  });

  it('refuses the documented 422 cases beside their fields', async () => {
    const duplicate = await call('lead-capture/new/kvs-bengaluru-admissions-2026', { ...lead, email: 'asha@duplicate.example' });
    expect(duplicate.status).toBe(422);
    expect(duplicate.json.errors).toEqual({ email: 'An enquiry with this email address already exists' });
    const blocked = await call('lead-capture/new/kvs-bengaluru-admissions-2026', { ...lead, mobile: '+919000000000' });
    expect(Object.keys(blocked.json.errors)).toEqual(['mobile']);
    const wrongCity = await call('lead-capture/new/kvs-bengaluru-admissions-2026', { ...lead, cityId: 'in-ka-mysuru', courseId: 'mba' });
    expect(Object.keys(wrongCity.json.errors).sort()).toEqual(['cityId', 'courseId']);
    // A body of the wrong shape blames the terms only when they are what is wrong; every 422 has `errors`.
    const noTerms = await call('lead-capture/new/kvs-bengaluru-admissions-2026', { ...lead, acceptTerms: false });
    expect(noTerms).toMatchObject({ status: 422, json: { errors: { acceptTerms: 'Accepting terms & conditions are required' } } });
    const misshapen = await call('lead-capture/new/kvs-bengaluru-admissions-2026', { ...lead, name: 42 });
    expect(misshapen).toMatchObject({ status: 422, json: { errors: {} } });
  });

  it('answers its own texts in the request\'s language, as a translating server would; English otherwise', async () => {
    const path = 'lead-capture/new/kvs-bengaluru-admissions-2026';
    const duplicate = { ...lead, email: 'asha@duplicate.example' };
    expect((await call(path, duplicate, 'de-DE')).json).toEqual({
      message: 'Einige Angaben müssen geprüft werden',
      errors: { email: 'Zu dieser E-Mail-Adresse gibt es bereits eine Anfrage' },
    });
    expect((await call(path, { ...lead, mobile: '+919000000000' }, 'zh-CN,zh;q=0.9')).json.errors).toEqual({ mobile: '我们无法拨打此手机号码，请提供其他号码' });
    expect((await call(path, duplicate, 'ko-KR, ja;q=0.8')).json.errors.email).toBe('このメールアドレスでのお問い合わせはすでにあります');
    expect((await call(path, duplicate, 'ko-KR')).json.errors.email).toBe('An enquiry with this email address already exists');
    expect((await call('lead-capture/form/nope', undefined, 'fr-FR')).json.message).toBe('Ce formulaire n’est pas disponible');
  });
});
