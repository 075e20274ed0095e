import { type I18n, type MessageDescriptor, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import {
  DEFAULT_LOCALE,
  describeFieldText,
  type FieldMessage,
  intlLocale,
  isLocale,
  LOCALES,
  type Locale,
} from '@ownless/shared';
import { loadMessages } from './catalogs';

/**
 * A message the server says to a person: English text that is its own id in the catalogs
 * (`/*i18n*\/ 'Listing not found.'`), or a descriptor of such an id with the values of its
 * placeholders (`/*i18n*\/ { id: 'At most {max} photos.', values: { max } }`). How to write,
 * extract and translate them: README.md beside this file.
 */
export type Message = string | MessageDescriptor;

// Read once, when the server starts: every catalog of every language, compiled.
const messages = await loadMessages(LOCALES);

const instances = new Map<Locale, I18n>(
  LOCALES.map((locale) => {
    // Numbers and dates as the web app writes them in the same language (intlLocale).
    const i18n = setupI18n({
      locale,
      locales: [intlLocale(locale)],
      messages: { [locale]: messages[locale] },
    });
    // A message missing from the catalogs (not extracted yet) still reads, in English.
    i18n.setMessagesCompiler(compileMessage);
    return [locale, i18n];
  }),
);

/** The Lingui instance of one language (English for anything OwnLess does not speak). */
export function i18nFor(locale: string | null | undefined): I18n {
  return instances.get(isLocale(locale) ? locale : DEFAULT_LOCALE)!;
}

const isDescriptor = (value: unknown): value is MessageDescriptor =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';

const listFormats = new Map<string, Intl.ListFormat>();

/** A plain list ("a, b, c") as the language writes it. */
function listFormat(locale: string): Intl.ListFormat {
  let format = listFormats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(intlLocale(locale), { type: 'unit' });
    listFormats.set(locale, format);
  }
  return format;
}

/**
 * A message as a string, with its values; a value that is itself a message descriptor (a
 * reason inside a sentence) is said in the same language first.
 */
export function translate(i18n: I18n, said: Message): string {
  // A string may be a shared message with values (fieldText); else it is its own id.
  const message = typeof said === 'string' ? describeFieldText(said) : said;
  const { id, values } = message;
  // A value that is itself a message (a reason inside a sentence) is said first; a list of
  // messages is said item by item and written as a list of the reader's language.
  const sayValue = (value: unknown): unknown =>
    isDescriptor(value)
      ? translate(i18n, value)
      : Array.isArray(value)
        ? listFormat(i18n.locale).format(value.map((item) => String(sayValue(item))))
        : value;
  const saidValues =
    values &&
    Object.fromEntries(Object.entries(values).map(([name, value]) => [name, sayValue(value)]));
  // Named date formats of its `{value, date, name}` placeholders (a day in a time zone).
  const { formats } = message as FieldMessage;
  return i18n._(id, saidValues, { message: (message as MessageDescriptor).message, formats });
}

/** A message that is a plain string (an id) as a descriptor, to nest in another's values. */
export const nested = (message: Message): MessageDescriptor =>
  typeof message === 'string' ? { id: message } : message;

/** Says messages in one language: `translatorFor('es')('Listing not found.')`. */
export function translatorFor(locale: string | null | undefined): (message: Message) => string {
  const i18n = i18nFor(locale);
  return (message) => translate(i18n, message);
}

/** A message in English, the source language: logs and `Error.message`. */
export const english = translatorFor(DEFAULT_LOCALE);
