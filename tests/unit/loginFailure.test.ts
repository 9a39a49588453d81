import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { loginFailureId } from '../../src/machines/loginFailure';

/** Which text a failed sign-in shows: the visitor's connection is blamed only when the server was never reached. */
describe('loginFailureId', () => {
  it.each([
    ['401 with the envelope', new ApiError('http', 'Unauthorized', 401, {}, 'refusal'), 'auth.loginIncorrect'],
    ['401 with another JSON body', new ApiError('http', 'Invalid credentials', 401, {}, 'json'), 'auth.loginIncorrect'],
    ['success:false (account.ts makes it a 401)', new ApiError('http', 'nope', 401, {}, 'refusal'), 'auth.loginIncorrect'],
    ['400 with a JSON body', new ApiError('http', 'Bad request', 400, {}, 'json'), 'auth.loginIncorrect'],
    ['422 with a field error (Laravel-style wrong credentials)', new ApiError('http', 'These credentials do not match', 422, { email: 'x' }, 'json'), 'auth.loginIncorrect'],
    // Not the API's word: a firewall's or gateway's empty or HTML page says nothing about the details typed.
    ['401 with an empty or HTML body', new ApiError('http', 'Unauthorized', 401), 'auth.loginServerError'],
    ['400 with an HTML body (a proxy refusing a large header)', new ApiError('http', 'Bad Request', 400), 'auth.loginServerError'],
    ['403', new ApiError('http', 'Forbidden', 403), 'auth.loginRefused'],
    ['429', new ApiError('http', 'Too Many Requests', 429), 'auth.loginTooMany'],
    ['500', new ApiError('http', 'Server error', 500), 'auth.loginServerError'],
    ['502', new ApiError('http', 'Bad gateway', 502), 'auth.loginServerError'],
    ['503', new ApiError('http', 'Unavailable', 503), 'auth.loginServerError'],
    ['404', new ApiError('http', 'Not found', 404), 'auth.loginServerError'],
    ['timeout', new ApiError('timeout', 'No answer within 30000 ms'), 'auth.loginServerError'],
    ['unreadable answer', new ApiError('schema', 'unreadable', 200), 'auth.loginServerError'],
    ['network', new ApiError('network', 'Failed to fetch'), 'auth.loginConnection'],
    ['not an ApiError', new TypeError('boom'), 'auth.loginServerError'],
  ])('%s reads as the text of its id', (_, error, id) => {
    expect(loginFailureId(error)).toBe(id);
  });

  it('only the connection text mentions the connection', () => {
    // Read as text: importing the catalogue would give the build's precompiled AST.
    const texts = JSON.parse(readFileSync('src/i18n/messages/en.json', 'utf8')) as Record<string, string>;
    expect(texts['auth.loginConnection']).toBe('Signing in is not possible right now. Check your connection and try again.');
    for (const id of ['auth.loginServerError', 'auth.loginTooMany', 'auth.loginRefused', 'auth.loginIncorrect']) {
      expect(texts[id]).toBeDefined();
      expect(texts[id]).not.toMatch(/connection/i);
    }
  });
});
