import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { useT } from '../../i18n/I18nProvider';
import { Button } from '../components/ui/Button';
import { useSession } from '../root/sessionContext';

// Literal ids for the role codes the app knows; any other role is shown as the API sends it.
const ROLE_NAMES: Record<string, string> = { administrator: 'home.role.administrator', staff: 'home.role.staff' };

export function useRoleName(): (role: string) => string {
  const t = useT();
  return (role) => (ROLE_NAMES[role] ? t(ROLE_NAMES[role]) : role);
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

/**
 * The signed-in user's menu: a native <details> disclosure (keyboard and screen readers get it for free) with the
 * user's details and Sign out. Escape, a click outside and focus leaving it (Tab past Sign out) close it, and
 * Escape returns focus to its button; an open panel left behind would cover what focus moved to (WCAG 2.4.11).
 */
export function UserMenu() {
  const t = useT();
  const roleName = useRoleName();
  const { actor } = useSession();
  const user = useSelector(actor, (s) => s.context.user);
  const signingOut = useSelector(actor, (s) => s.matches('signingOut'));
  const canSignOut = useSelector(actor, (s) => s.can({ type: 'session.logout' }));
  const detailsRef = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      const details = detailsRef.current;
      if (details?.open && event.target instanceof Node && !details.contains(event.target)) details.open = false;
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, []);

  if (!user) return null;
  return (
    <details
      ref={detailsRef}
      className="relative"
      onBlur={(event) => {
        // React's onBlur is focusout (it bubbles). relatedTarget is where focus went; null means it left the
        // page (another window): then the menu stays as it was, as it did before focus left.
        const next = event.relatedTarget;
        const details = detailsRef.current;
        if (details?.open && next instanceof Node && !details.contains(next)) details.open = false;
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !detailsRef.current?.open) return;
        detailsRef.current.open = false;
        detailsRef.current.querySelector('summary')?.focus();
      }}
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-md px-2 sm:gap-2 hover:bg-surface-sunken [&::-webkit-details-marker]:hidden">
        <span aria-hidden="true" className="grid h-8 w-8 place-items-center rounded-full bg-primary text-sm font-semibold text-on-primary">
          {initials(user.name)}
        </span>
        <span className="sr-only">{t('menu.accountOf', { name: user.name })}</span>
        <span aria-hidden="true" className="max-w-40 truncate max-sm:hidden">
          {user.name}
        </span>
        <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true" focusable="false">
          <path d="m6 9 6 6 6-6" />
        </svg>
      </summary>
      <div className="absolute end-0 z-50 mt-2 flex w-80 max-w-[calc(100vw-1.5rem)] flex-col gap-3 rounded-lg border border-border bg-surface-raised p-4 shadow-overlay">
        <div className="min-w-0">
          <p className="m-0 text-sm text-text-muted">{t('menu.signedInAs')}</p>
          <p className="m-0 font-semibold">{user.name}</p>
          <p className="m-0 text-sm break-all text-text-muted">{user.email}</p>
          <p className="m-0 text-sm text-text-muted">{roleName(user.role)}</p>
        </div>
        <Button variant="secondary" busy={signingOut} disabled={!canSignOut} onClick={() => actor.send({ type: 'session.logout' })}>
          {t('menu.signOut')}
        </Button>
      </div>
    </details>
  );
}
