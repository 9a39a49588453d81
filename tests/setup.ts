import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { HANG_GUARD_MS } from './hangGuards';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());
// findBy* and waitFor wait as long as any test may (a hang guard), not Testing Library's 1 s.
configure({ asyncUtilTimeout: HANG_GUARD_MS });
