// @vitest-environment node
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, RUNTIME_STYLES, writeContentSecurityPolicy } from '../../scripts/contentSecurityPolicy';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const runtime = RUNTIME_STYLES.map(hash).join(' ');

describe('contentSecurityPolicy', () => {
  it('is strict, and allows each distinct inline script and style by its hash', () => {
    const page = '<script>var a=1;</script><script type="module" src="/x.js"></script><style>.a{}</style>';
    const other = '<script>var a=1;</script><style>.b{}</style>';
    expect(contentSecurityPolicy([page, other])).toBe(
      `default-src 'self'; script-src 'self' ${hash('var a=1;')}; style-src 'self' ${hash('.a{}')} ${hash('.b{}')} ${runtime}; ` +
        "img-src 'self' https:; connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'none'",
    );
  });

  it("adds the origins the build's configuration names: an API on another origin, Sentry's ingest in production", () => {
    const html = ['<script type="module" src="/x.js"></script>'];
    const directive = (policy: string, name: string) => new RegExp(`(?:^|; )${name} ([^;]+)`).exec(policy)?.[1];
    const crossOrigin = contentSecurityPolicy(html, { VITE_API_BASE_URL: 'https://api.kvs.example/api/v1', VITE_APP_ENV: 'production', VITE_SENTRY_DSN: 'https://k3y@o42.ingest.sentry.io/7' });
    expect(directive(crossOrigin, 'connect-src')).toBe("'self' https://api.kvs.example https://o42.ingest.sentry.io");
    expect(directive(crossOrigin, 'img-src')).toBe("'self' https:");
    // A plain-http API also serves the logos and files its answers name.
    const plainHttp = contentSecurityPolicy(html, { VITE_API_BASE_URL: 'http://10.0.0.5:8080/api' });
    expect(directive(plainHttp, 'connect-src')).toBe("'self' http://10.0.0.5:8080");
    expect(directive(plainHttp, 'img-src')).toBe("'self' https: http://10.0.0.5:8080");
    // A path on the page's own origin needs nothing; error reporting is off outside production (src/config.ts).
    const sameOrigin = contentSecurityPolicy(html, { VITE_API_BASE_URL: '/api', VITE_APP_ENV: 'staging', VITE_SENTRY_DSN: 'https://k@o1.ingest.sentry.io/1' });
    expect(directive(sameOrigin, 'connect-src')).toBe("'self'");
    expect(directive(sameOrigin, 'img-src')).toBe("'self' https:");
  });

  it('allows nothing inline when the HTML has nothing inline', () => {
    expect(contentSecurityPolicy(['<script type="module" src="/x.js"></script>'])).toContain(`script-src 'self'; style-src 'self' ${runtime}; `);
  });
});

describe('RUNTIME_STYLES', () => {
  it('is exactly the style the installed React Aria inserts for pressable elements', () => {
    const source = readFileSync('node_modules/react-aria/dist/private/interactions/usePress.mjs', 'utf8');
    const attribute = /\$var\$PRESSABLE_ATTRIBUTE = '([^']+)'/.exec(source)?.[1];
    const template = /style\.textContent = `([\s\S]*?)`\.trim\(\)/.exec(source)?.[1];
    expect(attribute).toBe('data-react-aria-pressable');
    expect(template?.replace(/\$\{[^}]*PRESSABLE_ATTRIBUTE\}/, attribute!).trim()).toBe(RUNTIME_STYLES[0]);
  });
});

describe('writeContentSecurityPolicy', () => {
  it('writes the policy of every HTML file of the build, nested ones too, to content-security-policy.txt', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'csp-'));
    try {
      await mkdir(join(dir, 'auth'));
      await writeFile(join(dir, 'index.html'), '<script>s()</script>');
      await writeFile(join(dir, 'auth/login.html'), '<script>s()</script><style>.l{}</style>');
      await writeFile(join(dir, 'notes.txt'), '<style>.not-html{}</style>');
      await writeContentSecurityPolicy(dir);
      const written = await readFile(join(dir, 'content-security-policy.txt'), 'utf8');
      expect(written).toBe(`${contentSecurityPolicy(['<script>s()</script><style>.l{}</style>'])}\n`);
      expect(written).toContain(`style-src 'self' ${hash('.l{}')} ${runtime};`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
