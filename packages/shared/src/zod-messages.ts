import { z } from 'zod';
import { englishFieldMessage, type FieldMessage, type TranslateFieldMessage } from './field-text';

/** What Zod says about one problem, as far as the default messages need it. */
export interface ZodIssueFacts {
  code: string;
  input?: unknown;
  expected?: unknown;
  origin?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  format?: unknown;
  values?: unknown;
  keys?: unknown;
}

const list = (items: unknown) => (Array.isArray(items) ? items.map(String).join(', ') : '');
const number = (value: unknown) => (typeof value === 'bigint' ? Number(value) : Number(value));

/**
 * The plain-language default message of a validation problem (undefined: Zod's own). Used by
 * the server (API field errors) and the web app (form errors) alike; schemas with their own
 * message keep it.
 */
export function zodIssueMessage(issue: ZodIssueFacts): FieldMessage | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null)
        return /*i18n*/ { id: 'This field is required.' };
      if (issue.expected === 'number' || issue.expected === 'int')
        return /*i18n*/ { id: 'Must be a number.' };
      if (issue.expected === 'boolean') return /*i18n*/ { id: 'Must be true or false.' };
      if (issue.expected === 'array') return /*i18n*/ { id: 'Must be a list.' };
      if (issue.expected === 'object') return /*i18n*/ { id: 'Must be an object.' };
      return /*i18n*/ { id: 'Must be text.' };
    case 'too_small': {
      const minimum = number(issue.minimum);
      if (issue.origin === 'string')
        return minimum <= 1
          ? /*i18n*/ { id: 'This field is required.' }
          : /*i18n*/ { id: 'Must be at least {minimum} characters.', values: { minimum } };
      if (issue.origin === 'array')
        return /*i18n*/ { id: 'Choose at least {minimum}.', values: { minimum } };
      return /*i18n*/ { id: 'Must be at least {minimum}.', values: { minimum } };
    }
    case 'too_big': {
      const maximum = number(issue.maximum);
      if (issue.origin === 'string')
        return /*i18n*/ { id: 'Must be at most {maximum} characters.', values: { maximum } };
      if (issue.origin === 'array')
        return /*i18n*/ { id: 'Choose at most {maximum}.', values: { maximum } };
      return /*i18n*/ { id: 'Must be at most {maximum}.', values: { maximum } };
    }
    case 'invalid_format':
      if (issue.format === 'email') return /*i18n*/ { id: 'Please enter a valid e-mail address.' };
      if (issue.format === 'date') return /*i18n*/ { id: 'Use the format YYYY-MM-DD.' };
      return /*i18n*/ { id: 'The format is not valid.' };
    case 'invalid_value': {
      const values = list(issue.values);
      return /*i18n*/ { id: 'Must be one of: {values}.', values: { values } };
    }
    case 'unrecognized_keys': {
      const keys = list(issue.keys);
      return Array.isArray(issue.keys) && issue.keys.length > 1
        ? /*i18n*/ { id: 'Unknown fields: {keys}.', values: { keys } }
        : /*i18n*/ { id: 'Unknown field: {keys}.', values: { keys } };
    }
    default:
      return undefined;
  }
}

/**
 * Sets Zod's default messages (zodIssueMessage), said by `translate`: the web app passes its
 * Lingui instance; the server keeps English here and translates when it answers.
 */
export function configureZodMessages(translate: TranslateFieldMessage = englishFieldMessage) {
  z.config({
    customError: (issue) => {
      const message = zodIssueMessage(issue);
      return message && translate(message);
    },
  });
}
