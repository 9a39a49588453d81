import {
  createFormatters,
  createIntlCache,
  formatDate,
  formatMessage as formatIcuMessage,
  formatNumber,
  type IntlShape,
  type MessageDescriptor,
  type OnErrorFn,
} from '@formatjs/intl';
import { DEFAULT_LANGUAGE, INTL_LOCALE, type Language } from './locales';
import type { Messages } from './loadMessages';

// One set of memoised formatters for every intl object the app creates, so formatters are built once per locale
// and options, and switching back to a language reuses them.
const formatters = createFormatters(createIntlCache());

/**
 * What the views use of formatjs's IntlShape. Built from the package's per-formatter functions rather than
 * createIntl, which binds every formatter (relative time, lists, display names, plurals, durations...) and so
 * puts all of them into the start-up JavaScript of every page (npm run budget).
 */
export type AppIntl = Pick<IntlShape<string>, 'locale' | 'formatMessage' | '$t' | 'formatDate' | 'formatNumber'>;

/**
 * Named formats usable in messages (`{total, number, amount}`) and in code (`formatNumber(x, { format: 'amount' })`).
 * `amount` keeps two decimals, so English (en-IN) shows 1234567.5 as 12,34,567.50.
 */
export const FORMATS = {
  number: { amount: { minimumFractionDigits: 2, maximumFractionDigits: 2 } },
  date: { day: { day: 'numeric', month: 'short', year: 'numeric' } },
} as const;

// Each miss is reported once per language, not on every render.
const reported = new Set<string>();

function warnOnce(key: string, text: string) {
  if (reported.has(key)) return;
  reported.add(key);
  console.warn(`[i18n] ${text}`);
}

const has = (messages: Messages, id: string) => Object.prototype.hasOwnProperty.call(messages, id);

/**
 * `messages` are the active language's, laid over English: a missing translation shows the English text and
 * never a raw id; with `reportMissing` (in a development build) each miss is reported with console.warn. An id missing
 * from English too renders as an empty string, never as the id.
 */
export function createAppIntl(language: Language, messages: Messages, english: Messages, reportMissing: boolean): AppIntl {
  // Only a development build can report: a static condition, so production bundles drop the reports and their text
  // (public pages pay for every byte, npm run budget).
  const report = import.meta.env.DEV && reportMissing;
  const onError: OnErrorFn = (error) => {
    if (report) warnOnce(`${language}:${error.message}`, error.message);
  };
  const config = {
    locale: INTL_LOCALE[language],
    defaultLocale: INTL_LOCALE[DEFAULT_LANGUAGE],
    messages: language === DEFAULT_LANGUAGE ? messages : { ...english, ...messages },
    formats: FORMATS,
    defaultFormats: {},
    fallbackOnEmptyString: true,
    onError,
  };

  const formatMessage = ((descriptor: MessageDescriptor, values?: Record<string, unknown>, options?: unknown) => {
    const id = String(descriptor.id);
    const inEnglish = has(english, id);
    if (report && !has(messages, id)) {
      warnOnce(
        `${language}:${id}`,
        inEnglish
          ? `"${id}" has no ${language} translation; showing English.`
          : `"${id}" is in no catalogue; showing nothing. Add it with scripts/add-messages.mjs.`,
      );
    }
    if (!inEnglish && !has(messages, id) && descriptor.defaultMessage === undefined) return '';
    const text: unknown = (formatIcuMessage as (...args: unknown[]) => unknown)(config, formatters, descriptor, values, options);
    // formatjs answers a message it cannot format (e.g. a value left out) with its id: never show that.
    return text === id ? '' : text;
  }) as unknown as AppIntl['formatMessage'];

  return {
    locale: config.locale,
    formatMessage,
    $t: formatMessage,
    formatDate: (value, options) => formatDate(config, formatters.getDateTimeFormat, value, options),
    formatNumber: (value, options) => formatNumber(config, formatters.getNumberFormat, value, options),
  };
}
