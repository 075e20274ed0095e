import { z } from 'zod';

/**
 * Plain-language default messages for validation errors, used by the server (API field
 * errors) and the web app (form errors) alike. Schemas with their own message keep it.
 */
export function configureZodMessages() {
  z.config({
    customError: (issue) => {
      switch (issue.code) {
        case 'invalid_type':
          if (issue.input === undefined || issue.input === null) return 'This field is required.';
          if (issue.expected === 'number' || issue.expected === 'int') return 'Must be a number.';
          return `Must be a ${issue.expected}.`;
        case 'too_small':
          if (issue.origin === 'string')
            return Number(issue.minimum) <= 1
              ? 'This field is required.'
              : `Must be at least ${issue.minimum} characters.`;
          if (issue.origin === 'array') return `Choose at least ${issue.minimum}.`;
          return `Must be at least ${issue.minimum}.`;
        case 'too_big':
          if (issue.origin === 'string') return `Must be at most ${issue.maximum} characters.`;
          if (issue.origin === 'array') return `Choose at most ${issue.maximum}.`;
          return `Must be at most ${issue.maximum}.`;
        case 'invalid_format':
          if (issue.format === 'email') return 'Please enter a valid e-mail address.';
          if (issue.format === 'date') return 'Use the format YYYY-MM-DD.';
          return 'The format is not valid.';
        case 'invalid_value':
          return `Must be one of: ${issue.values.map(String).join(', ')}.`;
        case 'unrecognized_keys':
          return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}.`;
        default:
          return undefined;
      }
    },
  });
}
