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
