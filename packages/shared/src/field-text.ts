/**
 * A message said to a person: English text that is also its id in the catalogs
 * (packages/shared/src/locales), with the values of its `{placeholders}`. Each side says it
 * in the reader's language: the web app as it validates, the server when it answers.
 */
export interface FieldMessage {
  id: string;
  values?: Record<string, string | number>;
  /**
   * Named formats its `{value, date, name}` and `{value, number, name}` placeholders use (a
   * day in the listing's time zone, US dollars); the reader's language comes from whoever
   * says the message.
   */
  formats?: Record<string, Intl.DateTimeFormatOptions | Intl.NumberFormatOptions>;
}

/** Says a field message in some language. */
export type TranslateFieldMessage = (message: FieldMessage) => string;

/**
 * A field message in English: its id with the placeholders filled in, plurals and selects
 * chosen (`{count, plural, one {# day} other {# days}}`) and dates written as US English.
 */
export function englishFieldMessage(message: FieldMessage): string {
  return sayIcu(message.id, message);
}

/** The end of the `{…}` block opening at `start` (the index of its closing brace). */
function closing(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return text.length;
}

/** The cases of a plural or select: `one {# day} other {# days}` as { one: '# day', … }. */
function casesOf(text: string): Record<string, string> {
  const cases: Record<string, string> = {};
  const key = /\s*([=\w]+)\s*\{/y;
  let at = 0;
  while (at < text.length) {
    key.lastIndex = at;
    const found = key.exec(text);
    if (!found) break;
    const open = key.lastIndex - 1;
    const end = closing(text, open);
    cases[found[1]!] = text.slice(open + 1, end);
    at = end + 1;
  }
  return cases;
}

/** Says one ICU text in English with the message's values; `count` stands for `#`. */
function sayIcu(text: string, message: FieldMessage, count?: number): string {
  let said = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '#' && count !== undefined) {
      said += String(count);
      continue;
    }
    if (char !== '{') {
      said += char;
      continue;
    }
    const end = closing(text, i);
    const whole = text.slice(i, end + 1);
    i = end;
    const [name = '', type, ...rest] = whole.slice(1, -1).split(',');
    const key = name.trim();
    const value = message.values?.[key];
    if (value === undefined) {
      said += whole;
    } else if (type === undefined) {
      said += String(value);
    } else if (type.trim() === 'date') {
      const options = message.formats?.[rest.join(',').trim()] ?? { dateStyle: 'medium' };
      said += new Intl.DateTimeFormat('en-US', options as Intl.DateTimeFormatOptions).format(
        new Date(value),
      );
    } else if (type.trim() === 'number') {
      const options = message.formats?.[rest.join(',').trim()] ?? {};
      said += new Intl.NumberFormat('en-US', options as Intl.NumberFormatOptions).format(
        Number(value),
      );
    } else {
      const cases = casesOf(whole.slice(whole.indexOf(type) + type.length + 1, -1));
      const plural = type.trim() === 'plural';
      const chosen = plural
        ? (cases[`=${value}`] ?? (Number(value) === 1 ? cases.one : undefined) ?? cases.other)
        : (cases[String(value)] ?? cases.other);
      said += sayIcu(chosen ?? '', message, plural ? Number(value) : count);
    }
  }
  return said;
}

// English texts made by fieldText, and what they were made from: a few dozen, fixed when the
// schemas are built.
const described = new Map<string, FieldMessage>();

/**
 * A message with values where only a string fits (a schema's own message): the English text,
 * remembered so that describeFieldText finds the message again and it can be translated.
 */
export function fieldText(message: FieldMessage): string {
  const english = englishFieldMessage(message);
  described.set(english, message);
  return english;
}

/** The message an English text was made from (fieldText), or the text as its own id. */
export function describeFieldText(english: string): FieldMessage {
  return described.get(english) ?? { id: english };
}
