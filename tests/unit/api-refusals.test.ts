// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadMe, login } from '../../src/api/account';
import { initiateVerification } from '../../src/api/certificate';
import type { Http } from '../../src/api/http';
import { fetchLeadForm, submitLead } from '../../src/api/leadCapture';
import { listCities, listStates } from '../../src/api/lookups';
import { resultPdfUrl } from '../../src/api/result';
import { toNewLead } from '../../src/machines/leadCaptureFields';
import { leadForm, validLead } from '../model/leadFixtures';
import { setupHttp } from './httpHarness';
import { isNotFoundRefusal } from '../../src/api/errors';
import { failureOf } from '../../src/machines/leadCaptureFailures';
import { loginFailureId } from '../../src/machines/loginFailure';

/**
 * A refusal is a refusal even when its `data` has the shape of a success (a server that fills `data` in on every
 * answer): `success: false` must never sign anyone in, thank anyone for an enquiry or show a form. Each row's data
 * is first shown to be accepted under `success: true`, so the refusal cannot be failing for its data.
 */
const user = { id: 'usr-1001', username: 'admin', name: 'Ananya Iyer', email: 'ananya@kvs.test', role: 'administrator', token: 'tok-new' };
const branding = {
  logoUrl: '/l.svg',
  instituteName: 'I',
  preferences: {
    certificateInstitute: { certificateVerificationPageShowCertificate: true, certificateVerificationPageShowResult: false, certificateVerificationFooterNote: null },
  },
};
const states = [{ id: 'IN-MH', name: 'Maharashtra' }];

interface Row {
  call: (http: Http) => Promise<unknown>;
  data: unknown;
  /** What the call returns for `data` when it differs (URLs made absolute against the API base). */
  returns?: unknown;
  method: string;
  url: string;
  /** What the callers read from the ApiError (each call's doc comment). */
  error: { kind: string; status: number | null; message: string };
}

const rows: Array<[string, Row]> = [
  [
    'login (account.ts: the same outcome as a 401, "incorrect details", never signed in)',
    {
      call: (http) => login(http, { username: 'admin', password: 'admin@123' }),
      data: user,
      method: 'POST',
      url: 'https://a.edu/api/account/login',
      error: { kind: 'http', status: 401, message: 'Refused' },
    },
  ],
  [
    'loadMe (a 200 refusal: not a 401, the session is kept)',
    {
      call: (http) => loadMe(http, 'tok-1'),
      data: { ...user, token: 'tok-1' },
      method: 'GET',
      url: 'https://a.edu/api/account/me',
      error: { kind: 'http', status: 200, message: 'Refused' },
    },
  ],
  [
    'submitLead (a 422 without field errors, never the thank-you screen)',
    {
      call: (http) => submitLead(http, 'sunrise', toNewLead(validLead, {}), 'key-1'),
      data: { id: 'ENQ-1001' },
      method: 'POST',
      url: 'https://a.edu/api/lead-capture/new/sunrise',
      error: { kind: 'http', status: 422, message: 'Refused' },
    },
  ],
  [
    'fetchLeadForm (the same as a 404: the form does not exist)',
    {
      call: (http) => fetchLeadForm(http, 'sunrise'),
      data: leadForm,
      method: 'GET',
      url: 'https://a.edu/api/lead-capture/form/sunrise',
      error: { kind: 'http', status: 404, message: 'Refused' },
    },
  ],
  [
    'listStates (a refused lookup, 404)',
    {
      call: (http) => listStates(http, 'IN'),
      data: states,
      method: 'GET',
      url: 'https://a.edu/api/country/IN/states',
      error: { kind: 'http', status: 404, message: 'Refused' },
    },
  ],
  [
    'listCities (a refused lookup, 404)',
    {
      call: (http) => listCities(http, 'IN-MH'),
      data: [{ id: 'in-mh-pune', name: 'Pune' }],
      method: 'GET',
      url: 'https://a.edu/api/state/IN-MH/cities',
      error: { kind: 'http', status: 404, message: 'Refused' },
    },
  ],
  [
    'resultPdfUrl (no file: an http failure without a status)',
    {
      call: (http) => resultPdfUrl(http, 'r1'),
      data: '/demo/r.pdf',
      returns: 'https://a.edu/demo/r.pdf',
      method: 'GET',
      url: 'https://a.edu/api/result/download-pdf/r1',
      error: { kind: 'http', status: null, message: 'Refused' },
    },
  ],
  [
    'initiateVerification (no branding for this host)',
    {
      call: (http) => initiateVerification(http, 'localhost'),
      data: branding,
      returns: { ...branding, logoUrl: 'https://a.edu/l.svg' },
      method: 'GET',
      url: 'https://a.edu/api/certificate/validate-certificate/initiate/localhost',
      error: { kind: 'http', status: null, message: 'No branding for this host' },
    },
  ],
];

describe('success:false with a well-shaped data is a refusal', () => {
  it.each(rows)('%s', async (_name, { call, data, returns = data, method, url, error }) => {
    const accepted = setupHttp({ respond: () => Response.json({ success: true, data }) });
    await expect(call(accepted.http)).resolves.toEqual(returns);

    const refused = setupHttp({ respond: () => Response.json({ success: false, data, message: 'Refused' }) });
    await expect(call(refused.http)).rejects.toMatchObject({ name: 'ApiError', ...error, fieldErrors: {} });
    expect(refused.calls.map((c) => [c.init.method, c.url])).toEqual([[method, url]]);
  });
});

// A refusal that leaves `data` out (`{ "success": false }`, with or without a message) is the same refusal: before,
// the envelope required the key, so a wrong password read as "the server is down, try later" and a closed form as
// "could not be loaded" with a Try again that could never work.
describe('success:false without a data key is the same refusal', () => {
  it.each(rows)('%s', async (_name, { call, method, url, error }) => {
    const refused = setupHttp({ respond: () => Response.json({ success: false, message: 'Refused' }) });
    await expect(call(refused.http)).rejects.toMatchObject({ name: 'ApiError', ...error, fieldErrors: {} });
    expect(refused.calls.map((c) => [c.init.method, c.url])).toEqual([[method, url]]);
    // Not an unreadable answer: nothing is logged as a failure of the server.
    expect(refused.deps.logFailure).not.toHaveBeenCalled();
  });

  it('login without data or message still says the login detail is incorrect', async () => {
    const { http } = setupHttp({ respond: () => Response.json({ success: false }) });
    await expect(login(http, { username: 'admin', password: 'wrong' })).rejects.toMatchObject({
      kind: 'http',
      status: 401,
      message: 'The login detail is incorrect',
    });
  });
});

// The reverse (review helper review-2): a success that carries no data is an answer we cannot use, never the API's
// refusal. Before, a right password with `{ success: true, data: null }` read "The login detail is incorrect", a
// stored enquiry "not accepted", and a form "not available" (final, with no Try again).
describe('success:true without data is an unusable answer, never a refusal', () => {
  it.each([
    ['no data key', { success: true }],
    ['data null', { success: true, data: null }],
  ])('%s', async (_name, body) => {
    for (const call of [
      (http: Http) => login(http, { username: 'admin', password: 'admin@123' }),
      (http: Http) => fetchLeadForm(http, 'sunrise'),
      (http: Http) => submitLead(http, 'sunrise', toNewLead(validLead, {}), 'key-1'),
    ]) {
      const { http } = setupHttp({ respond: () => Response.json(body) });
      const error = await call(http).catch((e: unknown) => e);
      expect(error).toMatchObject({ name: 'ApiError', kind: 'schema', status: 200 });
      expect(loginFailureId(error)).toBe('auth.loginServerError');
      expect(isNotFoundRefusal(error)).toBe(false);
      // A send may have been stored: "we cannot tell whether it arrived", never "not accepted".
      expect(failureOf(error).id).toBe('lead.failure.unknown');
    }
  });

  it('a refusal of an enquiry without a message shows no English stand-in under the translated text', async () => {
    const { http } = setupHttp({ respond: () => Response.json({ success: false }) });
    const error = await submitLead(http, 'sunrise', toNewLead(validLead, {}), 'key-1').catch((e: unknown) => e);
    expect(failureOf(error)).toEqual({ id: 'lead.failure.rejected', detail: null });
  });

  it("a 422 without the server's own message shows no status text as if it were the server's words", async () => {
    // HTTP/1.1 servers send a reason phrase ("Unprocessable Entity"): the contract passes it on for the logs, but
    // under the translated "not accepted" it read as an English sentence from the institute.
    const send = async (response: () => Response) => {
      const { http } = setupHttp({ respond: response });
      return failureOf(await submitLead(http, 'sunrise', toNewLead(validLead, {}), 'key-1').catch((e: unknown) => e));
    };
    const unprocessable = { status: 422, statusText: 'Unprocessable Entity' };
    expect(await send(() => Response.json({ errors: {} }, unprocessable))).toEqual({ id: 'lead.failure.rejected', detail: null });
    expect(await send(() => Response.json({ success: false, message: '  ' }, unprocessable))).toEqual({ id: 'lead.failure.rejected', detail: null });
    expect(await send(() => new Response('<html>422</html>', unprocessable))).toEqual({ id: 'lead.failure.rejected', detail: null });
    // A blank message in a 200 refusal is no words either (it showed an empty quote under the translated text).
    expect(await send(() => Response.json({ success: false, message: ' \n ' }))).toEqual({ id: 'lead.failure.rejected', detail: null });
    expect(await send(() => Response.json({ success: false, message: 'Admissions are closed' }, unprocessable))).toEqual({
      id: 'lead.failure.rejected',
      detail: 'Admissions are closed',
    });
    expect(await send(() => Response.json({ success: false, message: 'Admissions are closed' }))).toEqual({
      id: 'lead.failure.rejected',
      detail: 'Admissions are closed',
    });
    // As long as a field message, at most: the page stays usable.
    expect((await send(() => Response.json({ message: 'M'.repeat(100_000) }, unprocessable))).detail).toBe(`${'M'.repeat(999)}…`);
  });

  it("an enquiry's numeric id is its reference, as text", async () => {
    const { http } = setupHttp({ respond: () => Response.json({ success: true, data: { id: 1042 } }, { status: 201 }) });
    await expect(submitLead(http, 'sunrise', toNewLead(validLead, {}), 'key-1')).resolves.toEqual({ id: '1042' });
    for (const id of ['', Number.NaN, null, true]) {
      const odd = setupHttp({ respond: () => Response.json({ success: true, data: { id } }, { status: 201 }) });
      await expect(submitLead(odd.http, 'sunrise', toNewLead(validLead, {}), 'key-1')).rejects.toMatchObject({ kind: 'schema' });
    }
    // JSON.stringify writes NaN as null (above); a number too big for a double is read as Infinity: no reference
    // "Infinity" on the thank-you screen.
    const huge = setupHttp({
      respond: () => new Response('{"success":true,"data":{"id":1e400}}', { status: 201, headers: { 'content-type': 'application/json' } }),
    });
    await expect(submitLead(huge.http, 'sunrise', toNewLead(validLead, {}), 'key-1')).rejects.toMatchObject({ kind: 'schema' });
  });
});

describe('the enquiry form', () => {
  // ".." would resolve `lead-capture/form/..` to `lead-capture/`: an id made of dots names no form.
  it.each(['.', '..'])('form id %j is not found, without asking the server', async (formId) => {
    const { http, calls } = setupHttp({ respond: () => Response.json({ success: true, data: leadForm }) });
    await expect(fetchLeadForm(http, formId)).rejects.toMatchObject({ name: 'ApiError', kind: 'http', status: 404 });
    expect(calls).toEqual([]);
  });

  // A form without courses cannot be sent, one without a country cannot offer states: an answer the app cannot read.
  it.each([
    ['no courses', { ...leadForm, courses: [] }],
    ['an empty countryId', { ...leadForm, countryId: '' }],
  ])('a form with %s is an unreadable answer, not shown', async (_name, data) => {
    const { http, calls, deps } = setupHttp({ respond: () => Response.json({ success: true, data }) });
    await expect(fetchLeadForm(http, 'sunrise')).rejects.toMatchObject({ name: 'ApiError', kind: 'schema', status: 200 });
    expect(calls.map((c) => c.url)).toEqual(['https://a.edu/api/lead-capture/form/sunrise']);
    expect(deps.logFailure).toHaveBeenCalledTimes(1);
  });

  it('a form whose courses are all broken is an unreadable answer', async () => {
    const courses = [{ id: 'a', name: null }, { id: '', name: 'B' }, { name: 'No id' }, { id: 'c', name: ' \u00A0 ' }];
    const { http } = setupHttp({ respond: () => Response.json({ success: true, data: { ...leadForm, courses } }) });
    await expect(fetchLeadForm(http, 'sunrise')).rejects.toMatchObject({ name: 'ApiError', kind: 'schema' });
  });

  it("one broken course costs that course, not the form; numeric ids are read as the contract's strings", async () => {
    const courses = [
      { id: 101, name: 'B.Sc. Nursing' },
      { id: 'x', name: null },
      { id: '101', name: 'A second 101' },
      { id: 'mba', name: ' MBA ' },
    ];
    const { http } = setupHttp({ respond: () => Response.json({ success: true, data: { ...leadForm, courses } }) });
    await expect(fetchLeadForm(http, 'sunrise')).resolves.toMatchObject({
      courses: [
        { id: '101', name: 'B.Sc. Nursing' },
        { id: 'mba', name: 'MBA' },
      ],
    });
  });

  it("keeps the branch's colour as a string, and drops one that is not (never the form)", async () => {
    const colour = setupHttp({ respond: () => Response.json({ success: true, data: { ...leadForm, primaryColor: '#0f766e' } }) });
    await expect(fetchLeadForm(colour.http, 'sunrise')).resolves.toEqual({ ...leadForm, primaryColor: '#0f766e' });
    for (const odd of [42, { hex: '#0f766e' }, null]) {
      const { http } = setupHttp({ respond: () => Response.json({ success: true, data: { ...leadForm, primaryColor: odd } }) });
      const form = await fetchLeadForm(http, 'sunrise');
      expect(form.primaryColor).toBeUndefined();
      expect(form.courses).toEqual(leadForm.courses);
    }
  });

  it('the same form with its courses and country is shown', async () => {
    const { http } = setupHttp({ respond: () => Response.json({ success: true, data: leadForm }) });
    await expect(fetchLeadForm(http, 'sunrise')).resolves.toEqual(leadForm);
  });
});

describe('place lookups', () => {
  it('one broken city costs that city, not the list; an empty list stays a list', async () => {
    const cities = [{ id: 'in-mh-pune', name: 'Pune' }, { id: 'bad', name: null }, { id: 7, name: 'Nashik' }, { id: 'in-mh-pune', name: 'Pune again' }];
    const { http } = setupHttp({ respond: () => Response.json({ success: true, data: cities }) });
    await expect(listCities(http, 'IN-MH')).resolves.toEqual([
      { id: 'in-mh-pune', name: 'Pune' },
      { id: '7', name: 'Nashik' },
    ]);
    const none = setupHttp({ respond: () => Response.json({ success: true, data: [] }) });
    await expect(listCities(none.http, 'IN-LD')).resolves.toEqual([]);
  });

  it("a list in api-contract.md's list shape (a server that pages every resource) is read by its items", async () => {
    const paged = { items: [{ id: 'IN-KA', name: 'Karnataka' }, { id: 'IN-MH', name: 'Maharashtra' }], total: 2, page: 1, pageSize: 25 };
    const { http } = setupHttp({ respond: () => Response.json({ success: true, data: paged }) });
    await expect(listStates(http, 'IN')).resolves.toEqual(paged.items);
  });

  describe('a paged list with more than its first page', () => {
    const city = (n: number) => ({ id: `c${n}`, name: `City ${n}` });
    /** A server with `total` cities, paged as asked (page 1 and size `first` when no page is named). */
    const pagedServer = (total: number, first: number, fields: Record<string, unknown> = {}) =>
      setupHttp({
        respond: (url) => {
          const page = Number(url.searchParams.get('page') ?? 1);
          const size = Number(url.searchParams.get('pageSize') ?? first);
          const from = (page - 1) * size;
          const items = Array.from({ length: Math.max(0, Math.min(size, total - from)) }, (_, i) => city(from + i + 1));
          return Response.json({ success: true, data: { items, total, page, pageSize: size, ...fields } });
        },
      });

    it('asks for the other pages in the size the first named, and reads every city once, in order', async () => {
      const { http, calls } = pagedServer(5, 2);
      await expect(listCities(http, 'IN-MH')).resolves.toEqual([1, 2, 3, 4, 5].map(city));
      expect(calls.map((c) => c.url)).toEqual([
        'https://a.edu/api/state/IN-MH/cities',
        'https://a.edu/api/state/IN-MH/cities?page=2&pageSize=2',
        'https://a.edu/api/state/IN-MH/cities?page=3&pageSize=2',
      ]);
    });

    it('without a page size, pages as long as the first', async () => {
      const { http, calls } = pagedServer(3, 2, { pageSize: undefined });
      await expect(listCities(http, 'IN-MH')).resolves.toHaveLength(3);
      expect(calls.map((c) => c.url).at(-1)).toBe('https://a.edu/api/state/IN-MH/cities?page=2&pageSize=2');
    });

    it('a page that fails fails the lookup: no list that looks whole and is not', async () => {
      const { http } = setupHttp({
        respond: (url) =>
          url.searchParams.has('page') ? new Response('busy', { status: 503 }) : Response.json({ success: true, data: { items: [city(1)], total: 2, page: 1, pageSize: 1 } }),
      });
      await expect(listCities(http, 'IN-MH')).rejects.toMatchObject({ name: 'ApiError' });
    });

    it('a city on two pages is listed once', async () => {
      const twice = setupHttp({
        respond: (url) => Response.json({ success: true, data: { items: url.searchParams.has('page') ? [city(2), city(3)] : [city(1), city(2)], total: 4, page: 1, pageSize: 2 } }),
      });
      await expect(listCities(twice.http, 'IN-MH')).resolves.toEqual([1, 2, 3].map(city));
    });

    it('reads 200 pages, six at a time; a list of more is an answer it cannot use, not one cut short', async () => {
      let open = 0;
      let most = 0;
      const { http, calls } = setupHttp({
        respond: async (url) => {
          most = Math.max(most, ++open);
          await new Promise((resolve) => setTimeout(resolve, 1));
          open -= 1;
          const page = Number(url.searchParams.get('page') ?? 1);
          return Response.json({ success: true, data: { items: [city(page)], total: 200, page, pageSize: 1 } });
        },
      });
      await expect(listCities(http, 'IN-UP')).resolves.toHaveLength(200);
      expect(calls).toHaveLength(200);
      expect(most).toBe(6);
      const huge = pagedServer(201, 1);
      await expect(listCities(huge.http, 'IN-UP')).rejects.toMatchObject({ name: 'ApiError', kind: 'schema', message: 'A place list of 201 pages of 1' });
      expect(huge.calls).toHaveLength(1);
    });

    it('a total that is not a number, or not more than the first page, asks for nothing more', async () => {
      for (const total of [undefined, '9', null, 2, 1, Number.NaN]) {
        const { http, calls } = setupHttp({ respond: () => Response.json({ success: true, data: { items: [city(1), city(2)], total, page: 1, pageSize: 2 } }) });
        await expect(listStates(http, 'IN'), String(total)).resolves.toHaveLength(2);
        expect(calls, String(total)).toHaveLength(1);
      }
    });
  });

  it('a list that is no list is still an unreadable answer', async () => {
    for (const data of [{ cities: [] }, { items: 'Pune' }, 'Pune']) {
      const { http } = setupHttp({ respond: () => Response.json({ success: true, data }) });
      await expect(listCities(http, 'IN-MH'), JSON.stringify(data)).rejects.toMatchObject({ name: 'ApiError', kind: 'schema' });
    }
  });
});
