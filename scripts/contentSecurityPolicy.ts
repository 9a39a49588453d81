import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where each build writes the policy its HTML needs (README "Deploying"). */
const POLICY_FILE = 'content-security-policy.txt';

/**
 * The strict policy, before the build's own inline hashes and the origins the build's configuration names
 * (`buildOrigins`): nothing inline but what is allowed by hash, no eval. Deployers add the origins of branch logos
 * on other hosts to `img-src` if they are not https.
 */
const DIRECTIVES: readonly (readonly [string, readonly string[]])[] = [
  ['default-src', ["'self'"]],
  ['script-src', ["'self'"]],
  ['style-src', ["'self'"]],
  ['img-src', ["'self'", 'https:']],
  ['connect-src', ["'self'"]],
  ['object-src', ["'none'"]],
  ['base-uri', ["'self'"]],
  ['frame-ancestors', ["'none'"]],
  // The app never sends a form the browser's way (every form is handled by script); a prerendered copy sent before
  // the app runs must not leave the page with what was typed (a password in a GET address).
  ['form-action', ["'none'"]],
];

/**
 * Styles a library inserts at run time, allowed by hash like the build's own: React Aria's rule for pressable
 * elements (the staff area's buttons and menus; react-aria/dist/private/interactions/usePress.mjs). Without it the
 * staff area broke its own policy on every load. tests/unit/contentSecurityPolicy.test.ts checks the installed
 * library still writes exactly this text, so an upgrade that changes it fails there rather than in a deployment.
 */
export const RUNTIME_STYLES: readonly string[] = ['@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}'];

const INLINE = { script: /<script>([\s\S]*?)<\/script>/g, style: /<style>([\s\S]*?)<\/style>/g };

function hashOf(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The `VITE_*` values of a build that name other origins the app talks to. */
export interface BuildEnv {
  VITE_API_BASE_URL?: string;
  VITE_APP_ENV?: string;
  VITE_SENTRY_DSN?: string;
}

const originOf = (url: string | undefined): URL | null => {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url);
  } catch {
    return null;
  }
};

/**
 * Sources the build's configuration needs beyond 'self': an API on another origin (`VITE_API_BASE_URL` absolute) in
 * `connect-src`, and in `img-src` too when it is plain http (logos and files it names; https is allowed already);
 * Sentry's ingest origin in `connect-src` when error reporting is on (production with a DSN, src/config.ts).
 * Without them a deployer who forgot the manual step got a site whose every call the browser blocked, which
 * visitors saw as "check your internet connection".
 */
function buildOrigins(env: BuildEnv): Record<string, string[]> {
  const api = originOf(env.VITE_API_BASE_URL);
  const sentry = env.VITE_APP_ENV === 'production' ? originOf(env.VITE_SENTRY_DSN) : null;
  return {
    'connect-src': [...new Set([api?.origin, sentry?.origin].filter((o): o is string => Boolean(o)))],
    'img-src': api?.protocol === 'http:' ? [api.origin] : [],
  };
}

/**
 * The policy for these HTML documents: each distinct inline `<script>` and `<style>` (attribute-less, the only
 * kinds the build writes) allowed by its SHA-256, in the order first met, then the libraries' run-time styles;
 * and the origins the build's configuration names (`buildOrigins`).
 */
export function contentSecurityPolicy(htmls: readonly string[], env: BuildEnv = {}): string {
  const hashes = (kind: keyof typeof INLINE) => [...new Set(htmls.flatMap((html) => [...html.matchAll(INLINE[kind])].map((m) => hashOf(m[1]!))))];
  const extra: Record<string, string[]> = {
    ...buildOrigins(env),
    'script-src': hashes('script'),
    'style-src': [...hashes('style'), ...RUNTIME_STYLES.map(hashOf)],
  };
  return DIRECTIVES.map(([name, sources]) => [name, ...sources, ...(extra[name] ?? [])].join(' ')).join('; ');
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

/** Writes the policy every HTML file of a finished build needs to `<outDir>/content-security-policy.txt`. */
export async function writeContentSecurityPolicy(outDir: string, env: BuildEnv = {}): Promise<void> {
  const htmls = await Promise.all((await htmlFiles(outDir)).map((file) => readFile(file, 'utf8')));
  await writeFile(join(outDir, POLICY_FILE), `${contentSecurityPolicy(htmls, env)}\n`);
}
