/**
 * A message said to a person: English text that is also its id in the catalogs
 * (packages/shared/src/locales), with the values of its `{placeholders}`. Each side says it
 * in the reader's language: the web app as it validates, the server when it answers.
 */
export interface FieldMessage {
  id: string;
  values?: Record<string, string | number>;
}

/** Says a field message in some language. */
export type TranslateFieldMessage = (message: FieldMessage) => string;

/** A field message in English: its id with the placeholders filled in. */
export function englishFieldMessage(message: FieldMessage): string {
  return message.id.replace(/\{(\w+)\}/g, (whole, name: string) =>
    message.values && name in message.values ? String(message.values[name]) : whole,
  );
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
