import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigError, parseConfig } from './config';
import { createServices } from './createServices';
import { I18nProvider, loadLanguage, readStoredLanguage } from './i18n/I18nProvider';
import { AppRoot } from './views/root/AppRoot';
import './styles/app.css';

/** Composition root: config -> (mock backend) -> i18n -> render. */
async function boot(container: HTMLElement) {
  let config;
  try {
    config = parseConfig(import.meta.env);
  } catch (error) {
    showConfigError(container, error);
    return;
  }
  // A static condition, so a build with the flag off drops the demo backend and msw entirely.
  if (import.meta.env.VITE_MOCK_API === 'true') {
    const { startDemoBackend } = await import('./mocks/browser');
    await startDemoBackend(config.apiBaseUrl);
  }
  const language = await loadLanguage(readStoredLanguage());
  createRoot(container).render(
    <StrictMode>
      <I18nProvider initial={language} reportMissing={config.appEnv === 'development'}>
        <AppRoot services={createServices(config)} />
      </I18nProvider>
    </StrictMode>,
  );
}

/** Before i18n exists, so plain text for whoever deploys the app; it names each bad variable. */
function showConfigError(container: HTMLElement, error: unknown) {
  const pre = document.createElement('pre');
  pre.setAttribute('role', 'alert');
  pre.textContent = error instanceof ConfigError ? error.message : String(error);
  container.replaceChildren(pre);
  console.error(error);
}

void boot(document.getElementById('root')!);
