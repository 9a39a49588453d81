// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { createHandlers } from '../../src/mocks/handlers';
import { memoryStore } from '../../src/mocks/store';
import { workerStartOptions } from '../../src/mocks/workerOptions';

// Spec section 7: with the demo backend on, unknown URLs pass through to the network. This runs the browser's
// handlers (with the control handler in front) with the browser worker's own onUnhandledRequest setting.
let network: Server;
let base = '';
const seen: string[] = [];

let failure: 'off' | 'server' = 'off';
const demo = setupServer(
  ...createHandlers({ api: '*/api', store: memoryStore(), control: { latencyMs: () => 0, failure: () => failure } }),
);

beforeAll(async () => {
  network = createServer((req, res) => {
    seen.push(req.url ?? '');
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ from: 'network', url: req.url }));
  });
  await new Promise<void>((resolve) => network.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(network.address() as AddressInfo).port}`;
  demo.listen({ onUnhandledRequest: workerStartOptions.onUnhandledRequest });
});

afterEach(() => {
  failure = 'off';
});

afterAll(async () => {
  demo.close();
  await new Promise((resolve) => network.close(resolve));
});

describe('demo backend pass-through', () => {
  it('a URL outside the API reaches the real server', async () => {
    const body = await (await fetch(`${base}/elsewhere/data.json`)).json();
    expect(body).toEqual({ from: 'network', url: '/elsewhere/data.json' });
  });

  // msw consults onUnhandledRequest only when no handler matched and the URL is not what it takes for an asset
  // (a path ending in .json, .ts, .css...): these two are, so they are the ones the worker's setting decides.
  it('a request no handler matches and msw does not take for an asset (no file extension) reaches the real server', async () => {
    const got = await (await fetch(`${base}/elsewhere/records?page=2`)).json();
    expect(got).toEqual({ from: 'network', url: '/elsewhere/records?page=2' });
    const sent = await (await fetch(`${base}/elsewhere/events`, { method: 'POST', body: '{"a":1}' })).json();
    expect(sent).toEqual({ from: 'network', url: '/elsewhere/events' });
  });

  it('an API path no demo handler knows falls through the control handler to the network', async () => {
    const body = await (await fetch(`${base}/api/not-in-the-demo/1`)).json();
    expect(body).toEqual({ from: 'network', url: '/api/not-in-the-demo/1' });
  });

  it('a demo call is answered by the demo backend and never reaches the network', async () => {
    const before = seen.length;
    const body = await (await fetch(`${base}/api/certificate/validate-certificate/KVS-2024-0777`)).json();
    expect(body).toMatchObject({ success: true, data: { certificateNumber: 'KVS-2024-0777' } });
    expect(seen.length).toBe(before);
  });

  it('the failure switch touches API calls only, not look-alike paths such as the dev server\'s /src/api modules', async () => {
    failure = 'server';
    expect((await fetch(`${base}/api/certificate/validate-certificate/KVS-2024-0777`)).status).toBe(503);
    const body = await (await fetch(`${base}/src/api/http.ts`)).json();
    expect(body).toEqual({ from: 'network', url: '/src/api/http.ts' });
  });
});
