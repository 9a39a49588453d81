import { createMachine, type setup as xstateSetup } from 'xstate';

/**
 * XState's `setup`, with only what the machines use: `setup(...).createMachine(...)`, built exactly as XState's
 * own (xstate 5.33: the config with the setup's `schemas`, and its actors, actions, guards and delays as the
 * machine's implementations). XState's `setup` also hands out every action creator (sendTo, log, enqueueActions,
 * spawnChild...), bound to the object it returns, so none of them could be left out of a page's code: ~0.75 kB
 * gzip on every public page (npm run budget). Same types as XState's; `extend`, `createAction` and the action
 * creators on the result are not there (eslint, in src/machines, forbids importing `setup` from xstate and any
 * member of `setup(...)` but `createMachine`; tests/unit/machineSetup.test.ts compares the machines both build).
 */
export const setup = (({ schemas, actors, actions, guards, delays }: Parameters<typeof xstateSetup>[0]) => ({
  createMachine: (config: object) => createMachine({ ...config, schemas } as never, { actors, actions, guards, delays } as never),
})) as unknown as typeof xstateSetup;
