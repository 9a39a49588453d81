import type { SnapshotFrom } from 'xstate';
import type { verifyCertificateMachine } from '../../../machines/verifyCertificateMachine';

type Snapshot = SnapshotFrom<typeof verifyCertificateMachine>;
export type CheckStatus = 'idle' | 'refused' | 'validating' | 'valid' | 'invalid' | 'failed';

/** The check region's top-level state, one string for the view to switch on. */
export function checkStatus(s: Snapshot): CheckStatus {
  const value = (s.value as { check: CheckStatus | Record<string, unknown> }).check;
  return typeof value === 'string' ? value : 'valid';
}
