// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { failureBody, readFailureBody } from '../../src/api/schemas/envelope';
import { dataSchema, setupHttp } from './httpHarness';

/** What the request layer passes on for a 422 with this body (spec section 8: message, or else the status text). */
async function rejectionFor(body: string) {
  const { http, deps } = setupHttp({
    respond: () => new Response(body, { status: 422, statusText: 'Unprocessable Entity', headers: { 'Content-Type': 'application/json' } }),
  });
  const error = await http.request({ path: 'lead-capture/new/f', method: 'POST', body: {}, schema: dataSchema }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(deps.logFailure).toHaveBeenCalledTimes(1);
  return error as ApiError;
}

describe('a failure body: message and errors are read independently', () => {
  it('keeps the message and the first string of an array entry (Laravel/Rails shape)', async () => {
    const error = await rejectionFor('{"message":"Bad","errors":{"email":["must be unique","is too long"]}}');
    expect(error).toMatchObject({ kind: 'http', status: 422, message: 'Bad', fieldErrors: { email: 'must be unique' } });
  });

  it('keeps the message when errors is null', async () => {
    const error = await rejectionFor('{"message":"Bad","errors":null}');
    expect(error.message).toBe('Bad');
    expect(error.fieldErrors).toEqual({});
  });

  it('keeps the message when errors is a string', async () => {
    const error = await rejectionFor('{"message":"Bad","errors":"x"}');
    expect(error.message).toBe('Bad');
    expect(error.fieldErrors).toEqual({});
  });

  it('keeps only the string entries of an errors object', async () => {
    const error = await rejectionFor('{"message":"Bad","errors":{"name":"Too short","mobile":42,"email":[1,"taken"],"city":[],"state":{"x":"y"},"course":null}}');
    expect(error.fieldErrors).toEqual({ name: 'Too short', email: 'taken' });
  });

  it('falls back to the status text without a message, and still keeps the field errors', async () => {
    const error = await rejectionFor('{"errors":{"email":"Email is not valid"}}');
    expect(error.message).toBe('Unprocessable Entity');
    expect(error.fieldErrors).toEqual({ email: 'Email is not valid' });
  });

  it.each(['{"message":42,"errors":{"email":"taken"}}', '{"message":{"en":"Bad"},"errors":{"email":"taken"}}', '{"message":"   ","errors":{"email":"taken"}}'])(
    'falls back to the status text when the message is not a usable string (%s), keeping the field errors',
    async (body) => {
      const error = await rejectionFor(body);
      expect(error.message).toBe('Unprocessable Entity');
      expect(error.fieldErrors).toEqual({ email: 'taken' });
    },
  );

  it.each(['[]', '"Bad"', 'null', 'not json', ''])('reads a body that is no object (%s) as no detail at all', async (body) => {
    const error = await rejectionFor(body);
    expect(error.message).toBe('Unprocessable Entity');
    expect(error.fieldErrors).toEqual({});
  });

  it('parses to plain strings only, whatever the input holds', () => {
    expect(readFailureBody(failureBody.parse({ message: 'M', errors: { a: ['x'], b: 'y', c: [2] }, extra: true }))).toEqual({ message: 'M', errors: { a: 'x', b: 'y' } });
  });
});
