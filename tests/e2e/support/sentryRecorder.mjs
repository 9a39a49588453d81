#!/usr/bin/env node
// A stand-in for Sentry's ingest endpoint, for the browser test of the production build (tests/e2e/sentry.spec.ts).
// It records every envelope the page sends and hands them to the test as JSON. Loopback only; bounded (envelope
// count and size); it stops by itself when idle or when the process that started it is gone.
//   node tests/e2e/support/sentryRecorder.mjs --port 7173
//   POST /api/<project>/envelope/   records (what Sentry's browser transport sends)
//   GET  /records                   [{ at, url, items: [{ header, payload }] }], payloads decoded (replays inflated)
//   GET  /health                    200
import { createServer } from 'node:http';
import { inflateSync } from 'node:zlib';

const args = process.argv.slice(2);
const port = Number(args[args.indexOf('--port') + 1] || process.env.SENTRY_RECORDER_PORT || 7173);
const MAX_ENVELOPES = 500;
const MAX_BODY = 2 * 1024 * 1024;
// Idle stop is only a safety net for an orphaned recorder (the parent check below is the real one): the Sentry
// specs run last, after the whole browser suite, which on a loaded 2-core machine took over 15 minutes.
const IDLE_MS = Number(process.env.SENTRY_RECORDER_IDLE_MS || 3 * 60 * 60_000);
const parent = process.ppid;

const records = [];
let lastActivity = Date.now();

/** Splits an envelope into items; binary payloads (replay recordings) are inflated so a test can read them. */
export function parseEnvelope(buffer) {
  let offset = 0;
  const readLine = () => {
    let end = buffer.indexOf(0x0a, offset);
    if (end === -1) end = buffer.length;
    const line = buffer.subarray(offset, end);
    offset = end + 1;
    return line;
  };
  const header = safeJson(readLine().toString('utf8'));
  const items = [];
  while (offset < buffer.length) {
    const itemHeader = safeJson(readLine().toString('utf8'));
    if (!itemHeader) break;
    let payload;
    if (typeof itemHeader.length === 'number') {
      payload = buffer.subarray(offset, offset + itemHeader.length);
      offset += itemHeader.length + 1;
    } else {
      payload = readLine();
    }
    items.push({ header: itemHeader, payload: decodePayload(itemHeader, payload) });
  }
  return { header, items };
}

function decodePayload(itemHeader, payload) {
  if (itemHeader.type === 'replay_recording') {
    // `{"segment_id":n}\n` then the recording, deflated by the SDK's worker (or plain JSON without it).
    const newline = payload.indexOf(0x0a);
    const body = payload.subarray(newline + 1);
    try {
      return payload.subarray(0, newline + 1).toString('utf8') + inflateSync(body).toString('utf8');
    } catch {
      return payload.toString('utf8');
    }
  }
  const text = payload.toString('utf8');
  return safeJson(text) ?? text;
}

function safeJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const server = createServer((req, res) => {
  lastActivity = Date.now();
  // The page (another origin) posts with fetch: allow it to read the answer, as Sentry's ingest does.
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Headers', '*');
  if (req.method === 'OPTIONS') return void res.writeHead(204).end();
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  if (req.method === 'GET' && url.pathname === '/health') return void res.writeHead(200).end('ok');
  if (req.method === 'GET' && url.pathname === '/records') {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    return void res.end(JSON.stringify(records));
  }
  if (req.method === 'POST' && /^\/api\/[^/]+\/envelope\/?$/.test(url.pathname)) {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    req.on('end', () => {
      if (size > MAX_BODY) return void res.writeHead(413).end();
      if (records.length >= MAX_ENVELOPES) records.shift();
      const buffer = Buffer.concat(chunks);
      // The raw text too, so a test can search everything that arrived, whatever the item type.
      records.push({ at: Date.now(), url: url.pathname, raw: buffer.toString('latin1'), ...parseEnvelope(buffer) });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
    return;
  }
  res.writeHead(404).end();
});

server.listen(port, '127.0.0.1', () => console.log(`sentry recorder on http://127.0.0.1:${port}`));

// Stop by itself: after a quiet spell, or once the process that started it (Playwright's shell) has gone.
const watchdog = setInterval(() => {
  let parentAlive = true;
  try {
    process.kill(parent, 0);
  } catch {
    parentAlive = false;
  }
  if (!parentAlive || Date.now() - lastActivity > IDLE_MS) {
    clearInterval(watchdog);
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 2000).unref();
  }
}, 5000);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
