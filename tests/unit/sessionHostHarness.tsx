import { render } from '@testing-library/react';
import { Suspense, type ComponentProps, type ReactNode } from 'react';
import { Route, Router } from 'wouter';
import type { memoryLocation } from 'wouter/memory-location';
import { I18nProvider } from '../../src/i18n/I18nProvider';
import { SignInPage } from '../../src/views/pages/auth/SignInPage';
import { SessionHost } from '../../src/views/root/SessionHost';
import { ServicesProvider, type Services } from '../../src/views/root/services';

/** Renders `page` under the lazy session host with these services, with a Suspense boundary for the session's chunk. */
export function renderInSessionHost(services: Services, page: ReactNode) {
  return render(
    <ServicesProvider services={services}>
      <SessionHost>
        <Suspense fallback={<p>loading</p>}>{page}</Suspense>
      </SessionHost>
    </ServicesProvider>,
  );
}

/** The sign-in page as the app routes it (nested under /auth), in `catalogue`'s text, at the memory `location`. */
export function signInPageAt(catalogue: ComponentProps<typeof I18nProvider>['initial'], location: ReturnType<typeof memoryLocation>) {
  return (
    <I18nProvider initial={catalogue} reportMissing={false}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Route path="/auth" nest>
          <SignInPage />
        </Route>
      </Router>
    </I18nProvider>
  );
}
