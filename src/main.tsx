import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { readConfig, type AppConfig } from './config';
import { createServices } from './createServices';
import { I18nProvider, loadLanguage, readStoredLanguage } from './i18n/I18nProvider';
import { installChunkReloadGuard, recoverFromChunkError } from './reporting/chunkReload';
import { createRootErrorHandlers, reporter } from './reporting/reporter';
import { startReportingWhenIdle } from './reporting/startReporting';
import { openRouteAt } from './views/App';
import { AppRoot } from './views/root/AppRoot';
import { watchPrerenderedInput } from './views/root/prerenderedInput';
import { RouteErrorBoundary } from './views/root/RouteErrorBoundary';
import './styles/app.css';
// Small modules that every route's chunk uses (the text field, alert, a code in a sentence, the logo fallback, the
// branch colour hook, the page title, the retry when back online, unlessAborted), so every page loads them: here they
// are in the entry chunk (vite.config.ts), not in a chunk of their own beside it, whose imports, exports and separate
// compression cost every page ~0.4 kB gzip (npm run budget). Their code runs when a page uses it, as before.
import './views/components/ui/TextField';
import './views/components/ui/Alert';
import './views/components/ui/MessageWithCode';
import './views/components/ui/useFailedImages';
import './views/theme/useBranchColour';
import './views/useDocumentTitle';
import './views/useWhenBackOnline';
import './api/unlessAborted';

/** The configuration, once read: a start-up that fails after it can still be reported (below). */
let bootConfig: AppConfig | undefined;

/** Composition root: config -> (mock backend) -> i18n -> render. */
async function boot(container: HTMLElement) {
  // First, so even a catalogue or demo-backend chunk that vanished with a deploy gets its one reload; stopped just
  // before the app renders, so no later chunk (a language, the reporting client) can reload away a visitor's typing.
  const stopChunkReloadGuard = installChunkReloadGuard();
  // What the visitor does on a prerendered page before the app runs is handed to the app's page (first commit).
  const handOverPrerendered = watchPrerenderedInput(container);
  // Validated when this build (or the dev server) started: scripts/validate-config.ts.
  const config = (bootConfig = readConfig(import.meta.env));
  // A static condition, so a build with the flag off drops the demo backend and msw entirely.
  if (import.meta.env.VITE_MOCK_API === 'true') {
    const { startDemoBackendInBrowser } = await import('./mocks/startInBrowser');
    await startDemoBackendInBrowser(config.apiBaseUrl);
  }
  // The opened page's code and text load beside the catalogue (the route preload script has already asked for
  // them), so React's first commit is the page itself rather than a Suspense spinner in between.
  const route = openRouteAt(window.location.pathname);
  const [language] = await Promise.all([loadLanguage(readStoredLanguage(), route?.area ? [route.area] : []), route?.preload()]);
  // From here each chunk's owner handles its failure (chunkReload.ts): route chunks through the route boundary.
  stopChunkReloadGuard();
  // React 19 root handlers report what React catches; the outer boundary keeps the page usable when a provider
  // above the routes' own boundaries fails.
  const root = createRoot(container, createRootErrorHandlers(reporter));
  // A transition, so React renders the first screen in slices that yield to the browser instead of one long
  // task: a slow phone stays responsive while the page builds (Lighthouse's Total Blocking Time). What the HTML
  // shows (its boot spinner, or the page prerendered into it at build time: scripts/prerender/, which runs this very
  // start-up) stays until the first commit replaces it, so nothing blank is ever shown.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AfterFirstCommit run={handOverPrerendered}>
          <I18nProvider initial={language} reportMissing={config.appEnv === 'development'}>
            <RouteErrorBoundary>
              <AppRoot services={createServices(config)} />
            </RouteErrorBoundary>
          </I18nProvider>
        </AfterFirstCommit>
      </StrictMode>,
    );
  });
  // Production with a DSN only; loaded when the browser is idle after this first render (errors until then wait).
  void startReportingWhenIdle(config, reporter);
}

/**
 * Runs `run` once the first commit has finished: a parent's layout effect runs after its children's, so the whole
 * page is in the DOM and has run its own mount effects (a field's autofocus); the microtask leaves React's commit.
 */
function AfterFirstCommit(props: { run: () => void; children: ReactNode }) {
  const { run } = props;
  useLayoutEffect(() => queueMicrotask(run), [run]);
  return props.children;
}

// A start-up that failed (a catalogue or the page's code still missing after the chunk guard's one reload, or
// offline) shows index.html's note (scripts/noscript-plugin.ts) rather than a spinner or a held form for ever; not
// while that reload is under way. It is reported, as every visitor would see the note: reporting starts now, as it
// would have after the first render (a chunk that failed to load is dropped there, spec section 8).
boot(document.getElementById('root')!).catch((error: unknown) => {
  console.error(error);
  if (recoverFromChunkError(error)) return;
  document.documentElement.classList.add('boot-failed');
  if (!bootConfig) return;
  void startReportingWhenIdle(bootConfig, reporter);
  reporter.captureException(error, { mechanism: 'boot' });
});
