import { Component, useEffect, useId, useLayoutEffect, useRef, useState, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../../i18n/I18nProvider';
import { isChunkLoadError } from '../../reporting/chunkErrors';
import { recoverFromChunkError } from '../../reporting/chunkReload';
import { Spinner } from '../components/Spinner';
import { Button } from '../components/ui/Button';
import { Card } from '../components/ui/Card';
import { Link } from '../components/ui/Link';

export interface RouteErrorBoundaryProps {
  children: ReactNode;
  /** Tries the reload-once recovery for a failed chunk load; true when a reload is under way. */
  recover?: (error: unknown) => boolean;
  /** Reloads the page (the retry for a failed chunk load, whose lazy import React will not try again). */
  reload?: () => void;
}

/**
 * Catches what a route throws while rendering and shows a translated fallback in its place; the rest of the app
 * (menus, other routes) keeps working. Reporting happens at the root (createRoot's onCaughtError), so it is not
 * repeated here. Navigating elsewhere clears the failure.
 */
export function RouteErrorBoundary(props: RouteErrorBoundaryProps) {
  const [location] = useLocation();
  return (
    <Boundary
      resetKey={location}
      recover={props.recover ?? recoverFromChunkError}
      reload={props.reload ?? (() => window.location.reload())}
    >
      {props.children}
    </Boundary>
  );
}

interface BoundaryProps {
  children: ReactNode;
  resetKey: string;
  recover: (error: unknown) => boolean;
  reload: () => void;
}

interface BoundaryState {
  failed: boolean;
  error: unknown;
  reloading: boolean;
  resetKey: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failed: false, error: null, reloading: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, error: null, reloading: false, resetKey: props.resetKey };
  }

  componentDidCatch(error: unknown, _info: ErrorInfo) {
    // A chunk that vanished with a deploy: one reload fetches the new build (never twice, see chunkReload.ts).
    if (this.props.recover(error)) this.setState({ reloading: true });
  }

  private retry = () => {
    if (isChunkLoadError(this.state.error)) this.props.reload();
    else this.setState({ failed: false, error: null });
  };

  render() {
    if (!this.state.failed) return this.props.children;
    if (this.state.reloading) return <Spinner />;
    return <ErrorFallback chunkFailed={isChunkLoadError(this.state.error)} onRetry={this.retry} />;
  }
}

function ErrorFallback(props: { chunkFailed: boolean; onRetry: () => void }) {
  const t = useT();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Inside a layout's <main> the fallback is a region of it; where the failure took the layout too, it is the
  // page's main landmark itself (decided before paint, so nothing flickers).
  const [standalone, setStandalone] = useState(false);
  useLayoutEffect(() => {
    if (!heading.current?.closest('main')) setStandalone(true);
  }, []);

  // The content the user was looking at is gone: move focus to the explanation so it is announced.
  useEffect(() => {
    heading.current?.focus();
  }, [standalone]);

  const card = (
    <Card as="section" aria-labelledby={headingId} className="page-narrow my-[8vh] flex flex-col gap-3">
      <h1 id={headingId} ref={heading} tabIndex={-1} className="m-0">
        {t('error.boundary.title')}
      </h1>
      <p className="m-0">{props.chunkFailed ? t('error.boundary.updated') : t('error.boundary.body')}</p>
      <div className="flex flex-wrap items-center gap-4">
        <Button onClick={props.onRetry}>{props.chunkFailed ? t('error.boundary.reload') : t('error.boundary.retry')}</Button>
        {/* "~" leaves any nested route: this is the app's own root. */}
        <Link href="~/">{t('error.goHome')}</Link>
      </div>
    </Card>
  );
  return standalone ? <main className="guest-main">{card}</main> : card;
}
