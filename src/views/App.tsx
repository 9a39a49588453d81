import { Suspense, use, type ReactNode } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { Spinner } from './components/Spinner';
import { GuestLayout } from './layouts/GuestLayout';
import { lazyRoute, type LazyRoute } from './lazyRoute';
import { RouteErrorBoundary } from './root/RouteErrorBoundary';
import { trackedLoad } from './trackedLoad';

// Each area is its own chunk: the public pages never download the staff area's code (spec section 2).
// The staff and lead areas' text is in catalogue areas of their own, downloaded alongside their code.
const AuthArea = lazyRoute(() => import('./pages/auth/AuthArea'), 'staff');
const ErrorArea = lazyRoute(() => import('./pages/error/ErrorArea'));
const LeadCaptureArea = lazyRoute(() => import('./pages/leadCapture/LeadCaptureArea'), 'lead');
const VerifyCertificatePage = lazyRoute(() => import('./pages/verify/VerifyCertificatePage'));
const StaffArea = lazyRoute(() => import('./pages/home/StaffArea'), 'staff');
// The route guard is session code: it travels in the session's chunk, which a guarded route needs anyway, so public
// pages never download it. A chunk that fails reaches the outer boundary, like any view that needs the session.
// Tracked rather than React.lazy, which suspends on its first render even when the chunk is already here.
const sessionGuard = trackedLoad(() => import('./root/SessionProvider'));
function RequireSession(props: { children: ReactNode }) {
  const { RequireSession: Guard } = use(sessionGuard.start());
  return <Guard>{props.children}</Guard>;
}

/** The sign-in page fetches the guard and the staff area while the visitor signs in: no spinner between the two. */
export function preloadStaffArea() {
  void sessionGuard.preload();
  void StaffArea.preload();
}
// The design-system gallery exists only in development: a static condition, so the build drops it entirely.
// Its form examples show validation messages, which are in the forms' catalogue areas (staff and lead).
const GalleryPage = import.meta.env.DEV ? lazyRoute(() => import('./gallery/GalleryPage'), 'staff') : null;

// The open routes by path prefix, as in the table below: what start-up preloads for the page being opened. The staff
// area is left out: whether it shows depends on the session, which loads on its own.
const OPEN_ROUTES: [prefix: string, route: LazyRoute][] = [
  ['/auth', AuthArea],
  ['/error', ErrorArea],
  ['/lead-capture', LeadCaptureArea],
  ['/verify-certificate', VerifyCertificatePage],
];

/** The lazily loaded route `path` opens, if it is an open one (src/main.tsx preloads it before the first render). */
export function openRouteAt(path: string): LazyRoute | undefined {
  return OPEN_ROUTES.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`))?.[1];
}

/** The route table of spec section 2. */
export function App() {
  return (
    <Suspense fallback={<Spinner />}>
      <Switch>
        <Route path="/auth" nest>
          <RouteErrorBoundary>
            <AuthArea />
          </RouteErrorBoundary>
        </Route>
        <Route path="/error" nest>
          <RouteErrorBoundary>
            <ErrorArea />
          </RouteErrorBoundary>
        </Route>
        <Route path="/lead-capture" nest>
          <RouteErrorBoundary>
            <LeadCaptureArea />
          </RouteErrorBoundary>
        </Route>
        <Route path="/verify-certificate">
          <GuestLayout>
            <RouteErrorBoundary>
              <VerifyCertificatePage />
            </RouteErrorBoundary>
          </GuestLayout>
        </Route>
        {GalleryPage && (
          <Route path="/__gallery">
            <GalleryPage />
          </Route>
        )}
        <Route path="/">
          <RequireSession>
            <RouteErrorBoundary>
              <StaffArea />
            </RouteErrorBoundary>
          </RequireSession>
        </Route>
        <Route>
          <Redirect to="/error/404" replace />
        </Route>
      </Switch>
    </Suspense>
  );
}
