import {
  createFormatters,
  createIntlCache,
  type IntlShape,
  type MessageDescriptor,
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
const FORMATS = {
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

/** Options with a named format (`format: 'amount'`) resolved: the named one's options, then the caller's own. */
function withNamed<T extends { format?: string }>(named: Record<string, object>, options?: T): Omit<T, 'format'> {
  const { format, ...own } = options ?? ({} as T);
  return { ...(format ? named[format] : undefined), ...own };
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
  const onError = (error: unknown) => {
    if (report) warnOnce(`${language}:${String(error)}`, String(error));
  };
  const locale = INTL_LOCALE[language];
  const all = language === DEFAULT_LANGUAGE ? messages : { ...english, ...messages };

  // formatjs's own formatMessage, less what the app never uses (default messages, time zones, rich text defaults),
  // whose code and texts every page would download (npm run budget).
  const formatMessage = ((descriptor: MessageDescriptor, values?: Record<string, unknown>, options?: object) => {
    const id = String(descriptor.id);
    if (report && !has(messages, id)) {
      warnOnce(
        `${language}:${id}`,
        has(english, id)
          ? `"${id}" has no ${language} translation; showing English.`
          : `"${id}" is in no catalogue; showing nothing. Add it with scripts/add-messages.mjs.`,
      );
    }
    const message = has(all, id) ? all[id] : undefined;
    if (!message) return '';
    // A plain text needs no formatter (formatjs takes the same short cut).
    if (message.length === 1 && message[0]!.type === 0) return message[0]!.value;
    try {
      const text: unknown = formatters
        .getMessageFormat(message, locale, FORMATS, { formatters, ...options })
        .format(values as Record<string, never>);
      // As formatjs answers a message it cannot format with its id: never show that.
      return text === id ? '' : text;
    } catch (error) {
      // A message it cannot format (e.g. a value left out): never the id, nor half a sentence.
      if (report) warnOnce(`${language}:${id}:format`, `"${id}" could not be formatted: ${String(error)}`);
      return '';
    }
  }) as unknown as AppIntl['formatMessage'];

  return {
    locale,
    formatMessage,
    $t: formatMessage,
    formatDate: (value, options) => {
      const date = typeof value === 'string' ? new Date(value || 0) : value;
      try {
        return formatters.getDateTimeFormat(locale, withNamed(FORMATS.date, options)).format(date);
      } catch (error) {
        onError(error);
        return String(date);
      }
    },
    formatNumber: (value, options) => {
      try {
        return formatters.getNumberFormat(locale, withNamed(FORMATS.number, options)).format(value);
      } catch (error) {
        onError(error);
        return String(value);
      }
    },
  };
}
