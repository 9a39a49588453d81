import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { StrictMode, Suspense, useEffect, type ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { I18nProvider, useIntl } from '../../../src/i18n/I18nProvider';
import { loadLanguage, readStoredLanguage } from '../../../src/i18n/loadLanguage';
import type * as LoadMessages from '../../../src/i18n/loadMessages';
import type { Messages } from '../../../src/i18n/loadMessages';
import { INTL_LOCALE, LANGUAGE_KEY, LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../src/i18n/locales';
import { modeFromStored, resolveTheme, type ThemeMode } from '../../../src/machines/themeMachine';
import type * as ChunkReload from '../../../src/reporting/chunkReload';
import { PageChrome } from '../../../src/views/components/PageChrome';
import { NotFoundPage } from '../../../src/views/pages/error/NotFoundPage';
import { SignInPage } from '../../../src/views/pages/auth/SignInPage';
import type { Services } from '../../../src/views/root/services';
import { createAuthEvents } from '../../../src/api/authEvents';
import type { Http } from '../../../src/api/http';
import { MessageArea } from '../../../src/i18n/MessageArea';
import type { MessageArea as Area } from '../../../src/i18n/messageAreas';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SessionHost } from '../../../src/views/root/SessionHost';
import { ServicesProvider } from '../../../src/views/root/services';
import { ThemeProvider } from '../../../src/views/root/ThemeProvider';
import { SWITCHING_ATTRIBUTE } from '../../../src/views/theme/themeDom';
import { THEME_MENU_KEY, THEME_MODE_KEY } from '../../../src/views/theme/themeStorage';
import { answersDelivered, Calls, propertyOptions, Reached, steps, type Call } from './fakeActors';

/**
 * Adversarial orders on the language and theme menus of a RENDERED public page (in PageChrome, each run on one of
 * two: the 404 page, whose text is all in the `main` catalogue, or the sign-in page, whose text is in the `staff`
 * area its route waits for), under the real I18nProvider, language switch, ThemeProvider and theme machine,
 * StrictMode, in jsdom, driven by user-event. Only the catalogue download (`loadMessages`) is a fake whose promises the test settles, in any
 * order, late ones too, or fails; the reload a second failure asks for (chunkReload.ts) is recorded and carried out
 * as a reload. Steps: a language chosen from the menu (a click on the option, or the keyboard changing the closed
 * select), often chosen again at once; a catalogue download answering or failing; the browser going offline or
 * online; another tab saving a language or a theme (its storage event); a theme chosen (a click, or an arrow key in
 * the radio group); the device's colour scheme changing; the page reloaded (a new render reading the same storage,
 * its start-up catalogue loading or not, another tab saving a language while it starts).
 *
 * After every step, against a model the test keeps of the choices and answers (not the switch's state):
 * - <html lang>, the heading, the document title, the menus' own labels are all in the applied language (its exact
 *   catalogue text), and a language is applied only when the latest choice's catalogue has arrived; a
 *   MutationObserver also checks every DOM batch, so no commit shows the new heading beside the old lang (or back),
 *   and the page's own effects (its requests' Accept-Language) find <html lang> in the language of its text;
 * - the failure message, exact text (offline or not, as the browser said when it failed), in the applied language,
 *   only after the latest choice failed, and gone with the next choice; the select points at it;
 * - the language menu shows the latest choice (busy while it loads, the applied language after a failure); the
 *   theme menu's checked radio is the mode in force;
 * - the stored language follows languageSwitch.ts: every choice is saved at once; this tab's failed choice is put
 *   back to the applied language, unless it failed again after a message and online, when the page reloads once
 *   (in the saved choice); another tab's failed choice stays stored;
 * - a language whose catalogue this page has is not downloaded again; others download theirs and English's, each
 *   with the page's areas;
 * - <html data-theme> and color-scheme follow the mode and, for `system`, the device; a choice here is stored,
 *   another tab's is not written back;
 * - focus is never left on <body> (after a person's action, an answer, another tab's event or a reload); a menu
 *   keeps it after its choice, and what the person did not do (a download, another tab, the device) never moves it;
 * - no console.error, no error event.
 *
 * The keyboard on the language menu: user-event has no arrow keys for a closed select, so the step focuses it and
 * fires the change event a browser fires at once. Hand-made runs go first (the rarest orders): a second failure
 * reloading into the saved choice; an older choice's downloads arriving after a newer one's, then a reload while
 * another tab saves a language; another tab's choice failing here, offline; a reload whose start-up falls back to
 * English without the page's area. 50 runs of up to 24 steps, 8-11 s.
 *
 * Mutants seen failing (each reverted): <html lang> set in a passive effect (the page's own effects, which send it
 * as Accept-Language, read the old one); the ticket check dropped from a load that succeeds (the older choice's
 * catalogue, arriving last, applies); this tab's failed choice left in storage; the offline message never chosen;
 * the message not cleared by the next choice; another tab's failed choice put back (or reloading) as if this tab's,
 * in languageSwitch.ts or in I18nProvider's `select(next, true)`; no reload after a second failure; a catalogue
 * downloaded again though loaded; the failed choice left shown in the menu; `aria-busy` or `aria-describedby`
 * dropped; intl built from the requested language (with it among the memo's deps: a commit shows the old heading
 * under the new lang); a switched language's areas not recorded (the sign-in page falls back to its spinner);
 * PageChrome remounting the menus on a language change (focus lost to <body>); the 404 heading focused again on
 * each new title (an arriving catalogue takes focus from the menu); the theme menu checking the applied theme
 * instead of the mode; color-scheme not set; another tab's theme not followed; `system` ignoring the device;
 * followOtherTabs no longer comparing storage with what the page read when it starts listening.
 * Not caught, equivalent here: intl from `requested` without it among the memo's deps (it is recomputed only when
 * `language` changes, when the two are equal); the switch no longer retrying wanted areas after its download (on
 * these pages, with no navigation, the areas are always in the switch's own download).
 */

const dir = dirname(fileURLToPath(import.meta.url));
const RAW = Object.fromEntries(
  LANGUAGES.map((language) => [language, JSON.parse(readFileSync(join(dir, `../../../src/i18n/messages/${language}.json`), 'utf8')) as Record<string, string>]),
) as Record<Language, Record<string, string>>;
const text = (language: Language, id: string) => RAW[language][id] ?? RAW.en[id]!;

const fakes = vi.hoisted(() => ({
  /** The catalogue loader in a run; null: the real one (before the runs). */
  load: null as null | ((language: string, area: string) => Promise<unknown>),
  reloads: 0,
}));
vi.mock('../../../src/i18n/loadMessages', async (original) => {
  const real = await original<typeof LoadMessages>();
  return {
    ...real,
    loadMessages: (language: Language, area: Parameters<typeof real.loadMessages>[1] = 'main') =>
      fakes.load ? (fakes.load(language, area) as Promise<Messages>) : real.loadMessages(language, area),
  };
});
// The real once-per-minute rule (sessionStorage, online), with the browser's reload recorded instead.
vi.mock('../../../src/reporting/chunkReload', async (original) => {
  const real = await original<typeof ChunkReload>();
  return { ...real, browserChunkReloadDeps: () => ({ ...real.browserChunkReloadDeps(), reload: () => void (fakes.reloads += 1) }) };
});

const MODES: ThemeMode[] = ['light', 'dark', 'system'];
// What another tab may leave: a mode, nothing, or an older version's value (read as system).
const STORED_MODES = ['light', 'dark', 'system', null, 'Default Theme'];

type Step =
  /** `how`: a click on the option, or the keyboard (the closed select changes at once); `then`: chosen again. */
  | { do: 'choose'; language: Language; how: 'click' | 'keyboard'; then: Language | 'stay' }
  /** Settles the `pick`-th open catalogue download, newest first. */
  | { do: 'answer'; pick: number; ok: boolean }
  | { do: 'online'; online: boolean }
  | { do: 'otherTab'; language: Language }
  | { do: 'theme'; mode: ThemeMode; how: 'click' | 'keyboard' }
  | { do: 'otherTabTheme'; value: string | null }
  | { do: 'device'; dark: boolean }
  /**
   * `startFails`: the saved language's catalogue does not load at start (the page starts in English), nor any
   * other but English until the page has rendered; `meanwhile`: another tab saves a language while this one starts
   * (its one storage event comes before this page listens).
   */
  | { do: 'reload'; startFails: boolean; meanwhile: Language | null };

const language = fc.constantFrom(...LANGUAGES);
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      do: fc.constant('choose' as const),
      language,
      how: fc.constantFrom('click' as const, 'keyboard' as const),
      then: fc.oneof({ weight: 3, arbitrary: fc.constant('stay' as const) }, { weight: 1, arbitrary: language }),
    }),
  },
  {
    weight: 7,
    arbitrary: fc.record({
      do: fc.constant('answer' as const),
      pick: fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.nat(3) }),
      ok: fc.oneof({ weight: 2, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ do: fc.constant('online' as const), online: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ do: fc.constant('otherTab' as const), language }) },
  { weight: 2, arbitrary: fc.record({ do: fc.constant('theme' as const), mode: fc.constantFrom(...MODES), how: fc.constantFrom('click' as const, 'keyboard' as const) }) },
  { weight: 1, arbitrary: fc.record({ do: fc.constant('otherTabTheme' as const), value: fc.constantFrom(...STORED_MODES) }) },
  { weight: 1, arbitrary: fc.record({ do: fc.constant('device' as const), dark: fc.boolean() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      do: fc.constant('reload' as const),
      startFails: fc.boolean(),
      meanwhile: fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: language }),
    }),
  },
);

/** The device's colour scheme: a MediaQueryList whose changes the test makes. */
function fakeDevice() {
  const listeners = new Set<(e: MediaQueryListEvent) => void>();
  const query = {
    matches: false,
    addEventListener: (_: string, listener: (e: MediaQueryListEvent) => void) => void listeners.add(listener),
    removeEventListener: (_: string, listener: (e: MediaQueryListEvent) => void) => void listeners.delete(listener),
  };
  return {
    query,
    set(dark: boolean) {
      query.matches = dark;
      listeners.forEach((listener) => listener({ matches: dark } as MediaQueryListEvent));
    },
  };
}

async function settle() {
  await act(async () => {
    for (let i = 0; i < 4; i++) await answersDelivered();
  });
}

// What the checks found between steps (the MutationObserver, the probe below), reset by each run.
let mixes: string[] = [];

/**
 * Stands for a page's own effects, whose requests send <html lang> as Accept-Language (createServices.ts): they
 * run when the text changes language, and must find <html lang> already in that language.
 */
function AcceptLanguageProbe() {
  const intl = useIntl();
  useEffect(() => {
    if (document.documentElement.lang !== intl.locale) mixes.push(`an effect of ${intl.locale} text read lang ${document.documentElement.lang}`);
  }, [intl]);
  return null;
}

const catalogueFailure = () => new TypeError('Failed to fetch dynamically imported module');

/** Each language's catalogue by area, as the real loader gives them. */
let real: Record<string, Messages>;

/**
 * The two pages: the 404 page (its text in `main`), and the sign-in page, whose text is in the `staff` area (its
 * route waits for it: MessageArea), under the real lazy SessionHost with a request layer that never answers. The
 * providers are nested as main.tsx and AppRoot nest them: a Suspense boundary above I18nProvider would throw its
 * state away with every suspended first render (and with it the area it waits for).
 */
const PAGES = {
  notFound: { title: 'error.notFound.title', areas: [] as Area[] },
  signIn: { title: 'auth.title', areas: ['staff'] as Area[] },
};
type Page = keyof typeof PAGES;

function renderPage(page: Page, initial: Awaited<ReturnType<typeof loadLanguage>>) {
  const root = (children: ReactNode) =>
    render(
      <StrictMode>
        <I18nProvider initial={initial} reportMissing={false}>
          <ThemeProvider>{children}</ThemeProvider>
        </I18nProvider>
      </StrictMode>,
    );
  if (page === 'notFound') {
    return root(
      <PageChrome>
        <NotFoundPage />
        <AcceptLanguageProbe />
      </PageChrome>,
    );
  }
  const never = () => new Promise(() => {});
  const services = { config: {}, http: { request: never } as unknown as Http, authEvents: createAuthEvents() } as unknown as Services;
  const location = memoryLocation({ path: '/auth/login' });
  return root(
    <ServicesProvider services={services}>
      <SessionHost>
        <Suspense fallback={<p>loading</p>}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <Route path="/auth" nest>
              <MessageArea area="staff">
                <PageChrome>
                  <SignInPage />
                  <AcceptLanguageProbe />
                </PageChrome>
              </MessageArea>
            </Route>
          </Router>
        </Suspense>
      </SessionHost>
    </ServicesProvider>,
  );
}

/** One choice (this tab's or another's) and the downloads it started. */
interface Choice {
  language: Language;
  fromOtherTab: boolean;
  /** A failure message was shown when it was made (languageSwitch.ts `again`). */
  again: boolean;
  calls: Set<Call>;
  done: boolean;
}

function seen() {
  const select = screen.getByRole<HTMLSelectElement>('combobox');
  const status = document.getElementById(`${select.id}-error`)!;
  const radios = [...document.querySelectorAll<HTMLInputElement>('input[type=radio]')];
  return {
    select,
    status,
    heading: screen.getByRole('heading', { level: 1 }),
    radios,
    checked: radios.filter((r) => r.checked).map((r) => r.value),
    labels: radios.map((r) => r.closest('label')!.textContent),
  };
}

async function run(page: Page, commands: Step[], reached: Reached) {
  const { title, areas } = PAGES[page];
  const consoleErrors: unknown[][] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void consoleErrors.push(args));
  const pageErrors: unknown[] = [];
  const onError = (e: ErrorEvent) => pageErrors.push(e.error ?? e.message);
  window.addEventListener('error', onError);
  let online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  const device = fakeDevice();
  vi.stubGlobal('matchMedia', () => device.query);
  localStorage.clear();
  sessionStorage.clear();
  fakes.reloads = 0;

  // The model.
  let calls = new Calls();
  let applied: Language = 'en';
  let requested: Language = 'en';
  let loading = false;
  let failure: { id: 'menu.languageLoadFailed' | 'menu.languageLoadOffline' } | null = null;
  let storedLanguage: string | null = null;
  let cached = new Set<Language>();
  let latest: Choice | null = null;
  let owner = new Map<Call, Choice>();
  let mode: ThemeMode = 'light';
  let storedMode: string | null = null;
  let reloadStamped = false;
  let user: UserEvent = userEvent.setup();

  // Every DOM batch: the heading and <html lang> in the same language.
  mixes = [];
  const observer = new MutationObserver(() => {
    const h1 = document.querySelector('h1');
    if (!h1) return;
    const lang = document.documentElement.lang;
    const language = LANGUAGES.find((l) => INTL_LOCALE[l] === lang);
    if (!language || h1.textContent !== text(language, title)) mixes.push(`${lang}: ${h1.textContent}`);
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'], childList: true, subtree: true, characterData: true });

  /**
   * A new page: the start-up load (main.tsx, with the page's areas) and the first render with a loader that answers
   * at once (or fails all but English), then the fake one.
   */
  const open = async (startFails: boolean, wanted: Language | null = null) => {
    cleanup();
    calls = new Calls();
    owner = new Map();
    // What another tab saves meanwhile is followed by comparing it with what this page read (loadLanguage.ts's
    // module state). A new page has read nothing when nothing is stored; this test's module keeps an earlier page's
    // reading then, so the case needs a stored language.
    const meanwhile = storedLanguage === null ? null : wanted;
    const stored = readStoredLanguage();
    const startLoadFails = startFails && stored !== 'en';
    // The catalogues at once (loaded before the runs), so what follows the start-up does not race the checks.
    fakes.load = (l, area) => (startLoadFails && l !== 'en' ? Promise.reject(catalogueFailure()) : Promise.resolve(real[`${l}:${area}`]));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const initial = await loadLanguage(stored, areas);
    warn.mockRestore();
    if (meanwhile) localStorage.setItem(LANGUAGE_KEY, meanwhile);
    await act(async () => {
      renderPage(page, initial);
    });
    // Without its area (the start-up fell back to English without it), the page waits for it first.
    await screen.findByRole('heading', { level: 1 });
    await settle();
    const downloads = calls;
    fakes.load = (language, area) => downloads.wait('catalogue', { language, area }, new AbortController().signal);
    user = userEvent.setup();
    applied = requested = initial.language;
    loading = false;
    failure = null;
    latest = null;
    cached = new Set([applied]);
    mode = modeFromStored(localStorage.getItem(THEME_MODE_KEY));
    if (meanwhile && meanwhile !== storedLanguage) {
      // Followed once the page listens (a choice from another tab), with the start-up's loader.
      storedLanguage = meanwhile;
      if (startLoadFails && meanwhile !== 'en' && meanwhile !== applied) failure = { id: online ? 'menu.languageLoadFailed' : 'menu.languageLoadOffline' };
      else [applied, requested] = [meanwhile, meanwhile];
      cached.add(applied);
      reached.note('another tab chose while this one started');
    }
  };

  /** The switch's `select`, as languageSwitch.ts documents it. */
  const chose = (language: Language, fromOtherTab: boolean, made: Call[], where: string) => {
    const choice: Choice = { language, fromOtherTab, again: failure !== null, calls: new Set(made), done: false };
    made.forEach((call) => owner.set(call, choice));
    latest = choice;
    storedLanguage = language;
    failure = null;
    requested = language;
    if (language === applied) {
      expect(made, `downloads for the applied language ${where}`).toEqual([]);
      choice.done = true;
      loading = false;
      return;
    }
    // The language's catalogue with the page's areas, and English's under it.
    const expected = cached.has(language) ? [] : [...new Set([language, 'en'])].flatMap((l) => ['main', ...areas].map((area) => `${l}:${area}`));
    const downloads = made.map((c) => `${(c.input as { language: string }).language}:${(c.input as { area: string }).area}`);
    expect(downloads.sort(), `downloads for ${language} ${where}`).toEqual(expected.sort());
    if (made.length === 0) {
      // Already here: applies once the (empty) wait for areas is over.
      choice.done = true;
      applied = language;
      loading = false;
      reached.note('cached language applied');
    } else loading = true;
  };

  const check = (where: string) => {
    const s = seen();
    expect(consoleErrors, `console.error ${where}`).toEqual([]);
    expect(pageErrors, `error event ${where}`).toEqual([]);
    expect(mixes, `a commit with the heading and <html lang> in different languages ${where}`).toEqual([]);
    // Everything in the applied language.
    expect(document.documentElement.lang, `<html lang> ${where}`).toBe(INTL_LOCALE[applied]);
    expect(s.heading.textContent, `heading ${where}`).toBe(text(applied, title));
    expect(document.title, `title ${where}`).toBe(text(applied, title));
    expect(document.querySelector(`label[for="${s.select.id}"]`)?.textContent, `menu label ${where}`).toBe(text(applied, 'menu.language'));
    expect(s.labels, `theme labels ${where}`).toEqual(MODES.map((m) => text(applied, `theme.${m}`)));
    // The language menu: the latest choice, busy while it loads; the failure after a failed one.
    expect(s.select.value, `language menu ${where}`).toBe(requested);
    expect(s.select.selectedOptions[0]?.textContent).toBe(LANGUAGE_NAMES[requested]);
    expect(s.select.getAttribute('aria-busy'), `menu busy ${where}`).toBe(loading ? 'true' : null);
    expect(s.status.textContent, `failure message ${where}`).toBe(failure ? text(applied, failure.id) : '');
    expect(s.select.getAttribute('aria-describedby'), `menu described by the failure ${where}`).toBe(failure ? s.status.id : null);
    expect(localStorage.getItem(LANGUAGE_KEY), `stored language ${where}`).toBe(storedLanguage);
    // The theme.
    expect(s.checked, `theme menu ${where}`).toEqual([mode]);
    const theme = resolveTheme(mode, device.query.matches);
    expect(document.documentElement.getAttribute('data-theme'), `theme on <html> ${where}`).toBe(theme);
    expect(document.documentElement.style.colorScheme, `color-scheme ${where}`).toBe(theme);
    expect(localStorage.getItem(THEME_MODE_KEY), `stored theme ${where}`).toBe(storedMode);
    // Focus is somewhere a person can continue from.
    expect(document.activeElement, `focus lost to <body> ${where}`).not.toBe(document.body);
  };

  /** The language menu used as a person does. */
  const choose = async (language: Language, how: 'click' | 'keyboard', where: string) => {
    const { select } = seen();
    // The option shown is not chosen again (no change event in a browser).
    if (select.value === language) return;
    const before = calls.all.length;
    if (how === 'click') await user.selectOptions(select, language);
    else {
      await act(async () => select.focus());
      // An arrow key on a closed select changes it with its change event inside the keydown (Chromium, Firefox;
      // user-event has no such keys). That step is only shown: nothing loads and the page keeps its language...
      await act(async () => {
        fireEvent.keyDown(select, { key: 'ArrowDown' });
        fireEvent.change(select, { target: { value: language } });
      });
      expect(calls.all.length, `catalogue calls for an arrow-key step ${where}`).toBe(before);
      expect(select.value, `language menu after an arrow-key step ${where}`).toBe(language);
      expect(document.documentElement.lang, `<html lang> after an arrow-key step ${where}`).toBe(INTL_LOCALE[applied]);
      expect(localStorage.getItem(LANGUAGE_KEY), `stored language after an arrow-key step ${where}`).toBe(storedLanguage);
      // ...until Enter applies it.
      await act(async () => fireEvent.keyDown(select, { key: 'Enter' }));
    }
    chose(language, false, calls.all.slice(before), where);
    await settle();
    expect(document.activeElement, `focus after choosing a language ${where}`).toBe(seen().select);
    reached.note(`chose by ${how}`);
  };

  // The page as a person sees it. The theme's `data-theme-switching` marker is left out: it goes a frame after a
  // theme change whatever else happens, so a catalogue answer in that frame looked as if it had changed the page.
  const pageHtml = () => document.documentElement.outerHTML.replace(` ${SWITCHING_ATTRIBUTE}=""`, '');

  const answer = async (pick: number, ok: boolean, where: string) => {
    const call = calls.pick('catalogue', pick);
    if (!call) return;
    const choice = owner.get(call)!;
    const { language, area } = call.input as { language: Language; area: Area };
    const htmlBefore = pageHtml();
    const reloadsBefore = fakes.reloads;
    await act(async () => {
      if (ok) call.resolve(real[`${language}:${area}`]);
      else call.reject(catalogueFailure());
      await answersDelivered();
    });
    await settle();
    const stale = choice.done || choice !== latest;
    if (choice.done) {
      expect(pageHtml(), `an answer for a settled choice changed the page ${where}`).toBe(htmlBefore);
      reached.note('late answer');
    }
    if (choice.done) return;
    if (!ok) {
      choice.done = true;
      if (stale) {
        expect(pageHtml(), `a superseded choice's failure changed the page ${where}`).toBe(htmlBefore);
        reached.note('superseded failure');
        return;
      }
      if (!choice.fromOtherTab && choice.again && online && !reloadStamped) {
        // Failing again after the message: most likely a deploy took the catalogue; one reload, in the saved choice.
        expect(fakes.reloads, `the reload after a second failure ${where}`).toBe(reloadsBefore + 1);
        expect(localStorage.getItem(LANGUAGE_KEY), `the reload's language ${where}`).toBe(choice.language);
        reloadStamped = true;
        reached.note('reload after a second failure');
        await open(false);
        return;
      }
      if (!choice.fromOtherTab) storedLanguage = applied;
      else reached.note("another tab's choice failed");
      failure = { id: online ? 'menu.languageLoadFailed' : 'menu.languageLoadOffline' };
      requested = applied;
      loading = false;
      reached.note(online ? 'failed online' : 'failed offline');
      return;
    }
    // A failure ends a choice at once (above), so all settled here means all arrived.
    if ([...choice.calls].every((c) => c.settled)) {
      choice.done = true;
      cached.add(choice.language);
      if (stale) {
        expect(pageHtml(), `a superseded choice's catalogue changed the page ${where}`).toBe(htmlBefore);
        reached.note('superseded catalogue arrived');
        return;
      }
      applied = choice.language;
      loading = false;
      reached.note('language applied');
    }
    expect(fakes.reloads, `a reload nobody needed ${where}`).toBe(reloadsBefore);
  };

  try {
    await open(false);
    check('on opening');
    const flat = commands.flatMap((c): Step[] =>
      c.do === 'choose' && c.then !== 'stay' ? [{ ...c, then: 'stay' }, { do: 'choose', language: c.then, how: c.how, then: 'stay' }] : [c],
    );
    for (const [index, command] of flat.entries()) {
      const where = `after step ${index + 1} ${JSON.stringify(command)}`;
      const focusBefore = document.activeElement;
      const reloadsBefore = fakes.reloads;
      switch (command.do) {
        case 'choose':
          await choose(command.language, command.how, where);
          break;
        case 'answer':
          await answer(command.pick, command.ok, where);
          break;
        case 'online':
          online = command.online;
          await act(async () => {
            window.dispatchEvent(new Event(command.online ? 'online' : 'offline'));
          });
          await settle();
          break;
        case 'otherTab': {
          const before = localStorage.getItem(LANGUAGE_KEY);
          if (before === command.language) break;
          localStorage.setItem(LANGUAGE_KEY, command.language);
          const made = calls.all.length;
          await act(async () => {
            window.dispatchEvent(new StorageEvent('storage', { key: LANGUAGE_KEY, oldValue: before, newValue: command.language, storageArea: localStorage }));
          });
          chose(command.language, true, calls.all.slice(made), where);
          await settle();
          reached.note('other tab chose a language');
          break;
        }
        case 'theme': {
          // The checked radio is not chosen again (no change event in a browser).
          if (command.mode === mode) break;
          const radio = seen().radios.find((r) => r.value === command.mode)!;
          if (command.how === 'click') await user.click(radio);
          else {
            // From the checked radio, the arrow key that lands on the wanted one (the group wraps).
            const from = MODES.indexOf(mode);
            await act(async () => seen().radios[from]!.focus());
            await user.keyboard((MODES.indexOf(command.mode) - from + 3) % 3 === 1 ? '{ArrowRight}' : '{ArrowLeft}');
          }
          await settle();
          mode = command.mode;
          storedMode = command.mode;
          expect(document.activeElement, `focus after choosing a theme ${where}`).toBe(radio);
          expect(localStorage.getItem(THEME_MENU_KEY), `stored menu choice ${where}`).toBe(mode);
          reached.note(`theme ${command.mode}`);
          break;
        }
        case 'otherTabTheme': {
          const before = localStorage.getItem(THEME_MODE_KEY);
          if (before === command.value) break;
          if (command.value === null) localStorage.removeItem(THEME_MODE_KEY);
          else localStorage.setItem(THEME_MODE_KEY, command.value);
          await act(async () => {
            window.dispatchEvent(new StorageEvent('storage', { key: THEME_MODE_KEY, oldValue: before, newValue: command.value, storageArea: localStorage }));
          });
          await settle();
          mode = modeFromStored(command.value);
          storedMode = command.value;
          reached.note('other tab chose a theme');
          break;
        }
        case 'device':
          await act(async () => device.set(command.dark));
          await settle();
          if (mode === 'system') reached.note('device changed under system');
          break;
        case 'reload':
          await open(command.startFails, command.meanwhile);
          if (command.startFails && storedLanguage !== null && storedLanguage !== 'en') reached.note('reload: start-up fell back to English');
          reached.note('reload');
          break;
      }
      check(where);
      // What the person did not do (a download, another tab, the device, the network) leaves focus where it was.
      if (['answer', 'online', 'otherTab', 'otherTabTheme', 'device'].includes(command.do) && fakes.reloads === reloadsBefore) {
        expect(document.activeElement, `focus moved by ${command.do} ${where}`).toBe(focusBefore);
      }
      if (failure) reached.note('failure shown');
      if (applied !== 'en') reached.note(`${page}: another language applied`);
      if (mode === 'system' && device.query.matches) reached.note('system dark');
    }
  } finally {
    observer.disconnect();
    cleanup();
    fakes.load = null;
    window.removeEventListener('error', onError);
    vi.unstubAllGlobals();
    document.documentElement.removeAttribute('data-theme');
  }
}

describe('the language and theme menus under adversarial orders (rendered)', () => {
  beforeAll(async () => {
    const { loadMessages } = await vi.importActual<typeof LoadMessages>('../../../src/i18n/loadMessages');
    const each = LANGUAGES.flatMap((l) => (['main', 'staff'] as const).map((area) => [l, area] as const));
    real = Object.fromEntries(await Promise.all(each.map(async ([l, area]) => [`${l}:${area}`, await loadMessages(l, area)] as const)));
    // The sign-in page's chunks, so no run waits for their first transform.
    await import('../../../src/views/root/SessionProvider');
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('applies only the latest choice once its text is here, says why a choice failed, keeps the rules for what is stored, and follows the theme chosen and the device', async () => {
    const reached = new Reached();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom<Page>('notFound', 'signIn'), steps(step, 24), (page, commands) => run(page, commands, reached)),
      {
        ...propertyOptions(50),
        examples: [
          // Failing twice online: the second failure reloads once, into the saved choice.
          [
            'signIn',
            [
              { do: 'choose', language: 'de', how: 'click', then: 'stay' },
              { do: 'answer', pick: 0, ok: false },
              { do: 'choose', language: 'de', how: 'keyboard', then: 'stay' },
              { do: 'answer', pick: 0, ok: false },
              { do: 'choose', language: 'fr', how: 'click', then: 'stay' },
              { do: 'answer', pick: 0, ok: false },
            ],
          ],
          // Chosen twice quickly: the older choice's downloads arrive last.
          [
            'notFound',
            [
              { do: 'choose', language: 'ja', how: 'click', then: 'es' },
              { do: 'answer', pick: 0, ok: true },
              { do: 'answer', pick: 0, ok: true },
              { do: 'answer', pick: 0, ok: true },
              { do: 'answer', pick: 0, ok: true },
              { do: 'theme', mode: 'system', how: 'keyboard' },
              { do: 'device', dark: true },
              { do: 'reload', startFails: false, meanwhile: 'zh' },
            ],
          ],
          // Another tab's choice failing here, offline; then this tab's own, offline; a reload that starts in English.
          [
            'signIn',
            [
              { do: 'online', online: false },
              { do: 'otherTab', language: 'zh' },
              { do: 'answer', pick: 1, ok: false },
              { do: 'choose', language: 'de', how: 'click', then: 'stay' },
              { do: 'answer', pick: 0, ok: false },
              { do: 'otherTabTheme', value: 'Default Theme' },
              { do: 'otherTab', language: 'fr' },
              { do: 'reload', startFails: true, meanwhile: null },
            ],
          ],
        ],
      },
    );
    expect(
      reached.missing([
        'chose by click',
        'chose by keyboard',
        'cached language applied',
        'language applied',
        'late answer',
        'superseded catalogue arrived',
        'superseded failure',
        'failed online',
        'failed offline',
        'failure shown',
        'reload after a second failure',
        "another tab's choice failed",
        'other tab chose a language',
        'other tab chose a theme',
        'theme light',
        'theme dark',
        'theme system',
        'device changed under system',
        'system dark',
        'reload',
        'reload: start-up fell back to English',
        'another tab chose while this one started',
        'notFound: another language applied',
        'signIn: another language applied',
      ]),
    ).toEqual([]);
  });
});
