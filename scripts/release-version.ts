import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadEnv } from 'vite';

/**
 * The release a reporting build names in every error event (`VITE_APP_VERSION`, README "Configuration"). `.env`
 * holds package.json's version as a placeholder; left as it is, every deploy would report the same release, so an
 * error could not be tied to the deploy that brought it and uploaded source maps would overwrite each other. A
 * production build that reports errors and was given no version of its own therefore gets the commit appended
 * (`0.1.0+3c630c9`). A version set in the environment or an `.env.*.local` file is used as given; builds that
 * report nothing (the budget's, the browser tests') are untouched, so their bytes do not change per commit.
 */
export function releaseVersion(command: string, mode: string, root: string): string | undefined {
  if (command !== 'build' || process.env.VITE_APP_VERSION) return undefined;
  const env = loadEnv(mode, root, 'VITE_');
  const placeholder = (JSON.parse(readFileSync(`${root}/package.json`, 'utf8')) as { version: string }).version;
  if (env.VITE_APP_ENV !== 'production' || !env.VITE_SENTRY_DSN || env.VITE_APP_VERSION !== placeholder) return undefined;
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return `${placeholder}+${commit}`;
  } catch {
    console.warn(`VITE_APP_VERSION is the placeholder ${placeholder} and this is no git checkout: set it to this deploy's release.`);
    return undefined;
  }
}
