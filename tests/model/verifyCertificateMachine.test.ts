import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { verifyCertificateMachine } from '../../src/machines/verifyCertificateMachine';
import { formatCoverage, measureCoverage } from './graphCoverage';

const certificate = {
  certificateNumber: 'KVS-1',
  studentName: 'Aarav Sharma',
  courseName: 'Diploma',
  instituteName: 'KVS',
  instituteAddress: 'Bengaluru',
  type: 'Auto',
  resultId: 'r-1',
};
const branding = {
  logoUrl: '/l.svg',
  instituteName: 'KVS',
  preferences: {
    certificateInstitute: {
      certificateVerificationPageShowCertificate: true,
      certificateVerificationPageShowResult: true,
      certificateVerificationFooterNote: null,
    },
  },
};

// Every event the machine can receive, including what its invoked actors report (done and error of each).
const events: EventObject[] = [
  { type: 'certificate.submit', number: '  ' } as EventObject,
  { type: 'certificate.submit', number: '..' } as EventObject,
  { type: 'certificate.submit', number: 'KVS-1' } as EventObject,
  { type: 'certificate.submit', number: 'KVS-2' } as EventObject,
  { type: 'certificate.clear' },
  { type: 'certificate.retry' },
  { type: 'result.download' },
  { type: 'xstate.done.actor.loadBranding', output: branding } as EventObject,
  { type: 'xstate.error.actor.loadBranding', error: new Error('down') } as EventObject,
  { type: 'xstate.done.actor.validateCertificate', output: { found: true, certificate, checkedAt: '2025-01-01T10:00:00Z' } } as EventObject,
  { type: 'xstate.done.actor.validateCertificate', output: { found: false, checkedAt: '2025-01-01T10:00:00Z' } } as EventObject,
  { type: 'xstate.error.actor.validateCertificate', error: { kind: 'network' } } as EventObject,
  { type: 'xstate.error.actor.validateCertificate', error: { kind: 'http', status: 500 } } as EventObject,
  { type: 'xstate.done.actor.downloadResult' } as EventObject,
  { type: 'xstate.error.actor.downloadResult', error: new Error('gone') } as EventObject,
];

// Keyed on value plus the incoming edge (previous value and event), so every edge gets a path of its own.
const serializeState = (state: AnyMachineSnapshot, event: EventObject | undefined, prev?: AnyMachineSnapshot) =>
  `${JSON.stringify(prev?.value ?? null)}|${event ? JSON.stringify(event) : ''}|${JSON.stringify(state.value)}`;

describe('verifyCertificateMachine graph', () => {
  it('reaches every state and takes every transition, including done/error of each invoked actor', () => {
    const paths = getShortestPaths(verifyCertificateMachine, { events: events as never, serializeState: serializeState as never });
    const coverage = measureCoverage(verifyCertificateMachine, paths);
    console.log(formatCoverage(coverage));
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.edges.missing).toEqual([]);
  });

  it('a submit while validating restarts the check with the new number (the old request is stopped)', () => {
    const paths = getShortestPaths(verifyCertificateMachine, {
      events: events as never,
      serializeState: serializeState as never,
      toState: (s) => (s as AnyMachineSnapshot).matches({ check: 'validating' }) && (s as AnyMachineSnapshot).context.number === 'KVS-2',
    });
    expect(paths.length).toBeGreaterThan(0);
  });
});
