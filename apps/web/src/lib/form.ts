import { zodResolver as zodResolverOf } from '@hookform/resolvers/zod';
import { i18n } from '@lingui/core';
import {
  describeFieldText,
  englishFieldMessage,
  type FieldMessage,
} from '@ownless/shared/field-text';
import { configureZodMessages } from '@ownless/shared/zod-messages';
import { useState } from 'react';
import {
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormSetError,
  useForm,
} from 'react-hook-form';
import { errorMessage, isApiError } from './api-client';
import { splitServerErrors } from './server-errors';

/**
 * A shared field message in the page's language: from the `shared` catalog once it is
 * loaded, in English until then.
 */
function sayFieldMessage(message: FieldMessage): string {
  return Object.hasOwn(i18n.messages, message.id) ? i18n._(message) : englishFieldMessage(message);
}

// Plain-language validation messages shared with the server, in the page's language.
// Configured here, not in main.tsx, so zod only loads with the pages that have forms.
configureZodMessages(sayFieldMessage);

/** Says the schemas' own messages (English ids) of a form's errors in the page's language. */
function sayErrors(errors: object) {
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || !value || typeof value !== 'object') continue;
    const error = value as { message?: unknown };
    if (typeof error.message === 'string') {
      const message = describeFieldText(error.message);
      if (Object.hasOwn(i18n.messages, message.id)) error.message = i18n._(message);
    }
    sayErrors(value);
  }
}

/** `@hookform/resolvers`' zodResolver, with every message in the page's language. */
export const zodResolver = ((...args: Parameters<typeof zodResolverOf>) => {
  const resolve = (zodResolverOf as (...all: unknown[]) => Resolver<FieldValues>)(...args);
  return async (...call: Parameters<Resolver<FieldValues>>) => {
    const result = await resolve(...call);
    sayErrors(result.errors);
    return result;
  };
}) as typeof zodResolverOf;

/**
 * Puts the server's field errors (`errors: { field: [messages] }`) under the matching
 * fields and focuses the first one. Returns the errors that match no field, so the caller
 * can show them with the form's message (the server's errors object is always shown).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): Record<string, string[]> {
  const { matched, unmatched } = splitServerErrors(error, fields);
  let focused = false;
  // In the form's order, so the first invalid field on screen gets the focus.
  for (const field of fields) {
    const message = matched[field];
    if (message === undefined) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
  }
  return unmatched;
}

export interface FormErrorState {
  message: string;
  /** Server field errors that belong to no field of the form. */
  errors?: Record<string, string[]>;
}

/**
 * One way to show a failed submit: field errors under their fields (first one focused);
 * everything else — network failure (status 0), a message without field errors, or errors
 * of fields the form does not have — as the form's message. Null when the fields say it all.
 */
export function handleSubmitError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): FormErrorState | null {
  const message = errorMessage(error);
  if (!isApiError(error) || error.status === 0 || !error.errors) return { message };
  const unmatched = applyServerErrors(error, setError, fields);
  const matchedCount = Object.keys(error.errors).length - Object.keys(unmatched).length;
  if (Object.keys(unmatched).length > 0) return { message, errors: unmatched };
  return matchedCount > 0 ? null : { message };
}

/**
 * A form that submits to the API: react-hook-form with the zod resolver the caller passes,
 * and one way to show a failed submit (`handleSubmitError`): field errors under their
 * fields, the rest in `formError`. `submit` is the <form>'s onSubmit.
 */
export function useServerForm<TInput extends FieldValues, TOutput>({
  fields,
  onSubmit,
  ...options
}: UseFormProps<TInput, unknown, TOutput> & {
  /** The form's fields in screen order (the first invalid one gets the focus). */
  fields: readonly Path<TInput>[];
  onSubmit: (values: TOutput) => Promise<void>;
}) {
  const [formError, setFormError] = useState<FormErrorState | null>(null);
  const form = useForm<TInput, unknown, TOutput>(options);
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setFormError(handleSubmitError(error, form.setError, fields));
    }
  });
  return { form, formError, setFormError, submit };
}
