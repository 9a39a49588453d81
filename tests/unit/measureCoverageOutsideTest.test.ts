// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { measureCoverage } from '../model/graphCoverage';

const ping = createMachine({ id: 'ping', initial: 'idle', states: { idle: {} } });

describe('measureCoverage called in a describe body, outside any test', () => {
  let outside: unknown = null;
  try {
    measureCoverage(ping, []);
  } catch (error) {
    outside = error;
  }

  it('says where to call it, instead of recording nowhere (the table would then say "no model test")', () => {
    expect(outside).toEqual(new Error('measureCoverage(ping) was called outside a test: call it inside it() (docs/testing.md)'));
  });

  it('inside a test it measures', () => {
    expect(measureCoverage(ping, []).machine).toBe('ping');
  });
});
