import { PageChrome } from '../../components/PageChrome';
import { NotFoundPage } from './NotFoundPage';
import { CrashForTest } from './CrashForTest';

/**
 * The /error area. 404 is the only error page the spec names, so every /error/* path shows it: a mistyped
 * /error/… link still leads somewhere useful.
 */
export function ErrorArea() {
  return (
    <PageChrome>
      {import.meta.env.MODE === 'sentry-e2e' && <CrashForTest />}
      <NotFoundPage />
    </PageChrome>
  );
}

// React.lazy needs a default export.
export default ErrorArea;
