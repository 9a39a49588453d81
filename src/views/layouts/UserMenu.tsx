import { useEffect, useId, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import { ChevronDown, LogOut } from 'lucide-react';
import { Button, I18nProvider as AriaLocale, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useIntl, useT } from '../../i18n/I18nProvider';
import { EmailAddress } from '../components/ui/EmailAddress';
import { Spinner } from '../components/ui/Spinner';
import { useSession } from '../root/sessionContext';

// Literal ids for the role codes the app knows; any other role is shown as the API sends it.
const ROLE_NAMES: Record<string, string> = { administrator: 'home.role.administrator', staff: 'home.role.staff' };

export function useRoleName(): (role: string) => string {
  const t = useT();
  return (role) => (ROLE_NAMES[role] ? t(ROLE_NAMES[role]) : role);
}

// In em, so a larger text size makes a screen "short" sooner, as it fills it sooner.
const SHORT_SCREEN_HIDDEN = '[@media(max-height:28em)]:sr-only';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The first letter of the first two names, each a whole character as a reader sees it (an emoji with its joiners,
 * a letter outside the Basic Multilingual Plane, a letter with its vowel sign; how much of a Devanagari conjunct
 * counts as one depends on the browser's Unicode version), kept apart by a zero-width non-joiner so Arabic-script
 * initials do not join into one ligature.
 */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => (graphemes.segment(part)[Symbol.iterator]().next().value?.segment ?? '').toUpperCase())
    .join('\u200c');
}

/**
 * The signed-in user's menu, on React Aria's MenuTrigger: a button that opens a menu with arrow keys, typeahead,
 * Escape (focus back on the button), Tab out (menu closes, focus moves on from the button) and outside clicks
 * handled the way the ARIA menu pattern expects. Who is signed in sits above the menu in the same popover and is
 * the menu's description, so a screen reader hears it on entering; it is not a menu item, as it does nothing.
 * Sign out keeps the menu open while the request runs, so the busy item (spinner, aria-busy) is what the user
 * sees; the sign-in page then announces "You have signed out.".
 */
export function UserMenu() {
  const t = useT();
  const roleName = useRoleName();
  const { actor } = useSession();
  const user = useSelector(actor, (s) => s.context.user);
  const signingOut = useSelector(actor, (s) => s.matches('signingOut'));
  const canSignOut = useSelector(actor, (s) => s.can({ type: 'session.logout' }));
  const aboutId = useId();
  const locale = useIntl().locale;
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const popoverRef = useRef<HTMLElement>(null);
  // The popover renders here, inside the header, so it stays in the banner landmark (not loose at the end of <body>).
  const [portal, setPortal] = useState<HTMLElement | null>(null);

  // Non-modal (below) means React Aria does not close on a press outside; a press outside the menu and its button
  // closes it, as people expect of a menu.
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      const target = event.target;
      if (!(target instanceof Node) || popoverRef.current?.contains(target) || triggerRef.current?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  // React Aria's MenuItem drops aria-busy and aria-disabled props (its DOM filter keeps only ids, labels and
  // data-*); screen readers need them on the item itself, so they are set here, the one place they are written.
  // aria-disabled rather than isDisabled: a disabled item loses focus, and the busy item keeps it (like Button).
  // Keyed on the item element itself: the popover mounts it after `open` changes, so a menu reopened while signing
  // out offered an enabled, idle "Sign out" to screen readers (found by the staff shell property test).
  const [item, setItem] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!item) return;
    const setFlag = (name: string, on: boolean) => (on ? item.setAttribute(name, 'true') : item.removeAttribute(name));
    setFlag('aria-busy', signingOut);
    setFlag('aria-disabled', !canSignOut);
  }, [item, signingOut, canSignOut]);

  if (!user) return null;
  // React Aria reads the browser's language by default; its hidden texts (the popover's Dismiss) follow the app's.
  return (
    <AriaLocale locale={locale}>
      <MenuTrigger isOpen={open} onOpenChange={setOpen}>
        <Button
          ref={triggerRef}
          // A second press on the button closes the menu (the ARIA menu button pattern). React Aria's trigger only
          // opens on a mouse or pen press (a touch it toggles, on release); a modal popover's underlay took the
          // second press, and the non-modal one has none, so the menu stayed open under its button.
          onPressStart={(event) => {
            if (open && event.pointerType !== 'touch' && event.pointerType !== 'keyboard') setOpen(false);
          }}
          className="flex min-h-11 min-w-11 cursor-pointer items-center gap-1 rounded-md px-2 text-text max-[360px]:px-1.5 sm:gap-2 hover:bg-surface-sunken data-[pressed]:bg-surface-sunken"
        >
          <span aria-hidden="true" className="grid h-8 w-8 place-items-center rounded-full bg-primary text-sm font-semibold text-on-primary">
            {initials(user.name)}
          </span>
          <span className="sr-only">{t('home.menu.accountOf', { name: user.name })}</span>
          {/* dir="auto": a right-to-left name is cut at its end, not its beginning. */}
          <span aria-hidden="true" dir="auto" className="max-w-40 truncate max-lg:hidden">
            {user.name}
          </span>
          <ChevronDown aria-hidden="true" focusable="false" className="h-4 w-4 max-[360px]:hidden" />
        </Button>
        {/* Non-modal: the page stays reachable, so Tab and Shift+Tab leave the menu for the element after or before
            its button (React Aria's focus scope moves focus there and the menu closes on the blur). A modal popover
            makes the rest of the page inert and Tab would have nowhere to go. */}
        <Popover
          ref={popoverRef}
          isNonModal
          UNSTABLE_portalContainer={portal ?? undefined}
          placement="bottom end"
          offset={8}
          // Sign out comes first and the panel scrolls within itself: on a short screen (a landscape phone, 400 % zoom)
          // focus moved to a Sign out below the window scrolled the page, which closes a non-modal menu at once.
          className="z-50 flex w-80 max-w-[calc(100vw-1.5rem)] flex-col gap-3 overflow-y-auto rounded-lg border border-border bg-surface-raised p-4 text-text shadow-overlay outline-none"
        >
          <Menu aria-describedby={aboutId} className="m-0 flex flex-col outline-none">
            <MenuItem
              ref={setItem}
              id="sign-out"
              textValue={t('home.menu.signOut')}
              // Stay open while signing out: the busy item is the feedback, and a closed menu would say nothing.
              shouldCloseOnSelect={false}
              onAction={() => {
                if (canSignOut) actor.send({ type: 'session.logout' });
              }}
              className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-md border border-border-strong bg-surface-raised px-4 font-semibold text-text outline-none hover:bg-surface-sunken data-[focused]:bg-surface-sunken data-[focus-visible]:outline-3 data-[focus-visible]:outline-solid data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-focus aria-busy:cursor-progress"
            >
              {signingOut ? <Spinner decorative className="h-4 w-4" /> : <LogOut aria-hidden="true" focusable="false" className="h-4 w-4" />}
              {t('home.menu.signOut')}
            </MenuItem>
          </Menu>
          {/* On a short screen (400 % zoom, 200 % text on a phone) only the name is shown: the rest ran below the
              panel's scroll, which a keyboard cannot reach (its one item is Sign out, and Tab closes the menu). It is
              still the menu's description for a screen reader, and on the home page's account card. */}
          <div id={aboutId} className="min-w-0">
            <p className={`m-0 text-sm text-text-muted ${SHORT_SCREEN_HIDDEN}`}>{t('home.menu.signedInAs')}</p>
            <p className="m-0 font-semibold">{user.name}</p>
            <p className={`m-0 text-sm text-text-muted ${SHORT_SCREEN_HIDDEN}`}>
              <EmailAddress address={user.email} />
            </p>
            <p className={`m-0 text-sm text-text-muted ${SHORT_SCREEN_HIDDEN}`}>{roleName(user.role)}</p>
          </div>
        </Popover>
      </MenuTrigger>
      <div ref={setPortal} className="contents" />
    </AriaLocale>
  );
}
