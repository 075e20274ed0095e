import { useId, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, LoaderCircle, Send } from 'lucide-react';
import { useForm, type FieldPath } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { errorMessage, isApiError } from '@/lib/api-client';
import { zodResolver } from '@/lib/form';
import { cn } from '@/lib/cn';
import {
  contactMessageSchema,
  useCreateContactMessage,
  type ContactMessageInput,
} from '../api/create-contact-message';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;

const inputClass =
  'block w-full rounded-xl border bg-white px-4 py-3 text-base text-slate-900 shadow-xs placeholder:text-slate-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-500 dark:focus:outline-brand-400';

function Field({
  label,
  error,
  children,
  id,
}: {
  label: string;
  error?: string;
  id: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900 dark:text-white">
        {label}
      </label>
      <div className="mt-2">{children}</div>
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

export function ContactForm() {
  const { t } = useLingui();
  const id = useId();
  const mutation = useCreateContactMessage();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ContactMessageInput>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: { name: '', email: '', subject: '', message: '' },
  });

  const onSubmit = handleSubmit((values) =>
    mutation.mutateAsync(values).then(
      () => reset(),
      (error: unknown) => {
        // Field errors from the server go under their fields; anything else shows on top.
        if (isApiError(error) && error.errors) {
          for (const [field, messages] of Object.entries(error.errors)) {
            if ((FIELDS as readonly string[]).includes(field) && messages[0]) {
              setError(field as FieldPath<ContactMessageInput>, {
                type: 'server',
                message: messages[0],
              });
            }
          }
        }
      },
    ),
  );

  if (mutation.isSuccess) {
    return (
      <div
        role="status"
        data-testid="contact-success"
        className="flex flex-col items-center rounded-2xl border border-brand-200 bg-brand-50 px-6 py-12 text-center dark:border-brand-800 dark:bg-brand-950/40"
      >
        <CheckCircle2 className="size-10 text-brand-700 dark:text-brand-400" aria-hidden="true" />
        <h2 className="mt-4 text-xl font-semibold text-slate-900 dark:text-white">
          <Trans>Message sent</Trans>
        </h2>
        <p className="mt-2 max-w-md text-slate-700 dark:text-slate-300">
          {mutation.data?.message ||
            t`Thanks for reaching out. We usually reply within one business day.`}
        </p>
        <Button variant="outline" className="mt-6" onClick={() => mutation.reset()}>
          <Trans>Send another message</Trans>
        </Button>
      </div>
    );
  }

  const fieldProps = (name: (typeof FIELDS)[number]) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    className: cn(
      inputClass,
      errors[name]
        ? 'border-red-500 dark:border-red-500'
        : 'border-slate-300 dark:border-slate-700',
    ),
  });

  const serverError = mutation.isError && !(isApiError(mutation.error) && mutation.error.errors);
  const hasFieldErrors = mutation.isError && isApiError(mutation.error) && mutation.error.errors;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-6"
      data-testid="contact-form"
      aria-label={t`Contact form`}
    >
      {(serverError || hasFieldErrors) && (
        <div
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-300"
        >
          {serverError ? errorMessage(mutation.error) : t`Please correct the highlighted fields.`}
        </div>
      )}
      <div className="grid gap-6 sm:grid-cols-2">
        <Field label={t`Name`} id={`${id}-name`} error={errors.name?.message}>
          <input type="text" autoComplete="name" {...fieldProps('name')} {...register('name')} />
        </Field>
        <Field label={t`E-mail`} id={`${id}-email`} error={errors.email?.message}>
          <input
            type="email"
            autoComplete="email"
            inputMode="email"
            {...fieldProps('email')}
            {...register('email')}
          />
        </Field>
      </div>
      <Field label={t`Subject`} id={`${id}-subject`} error={errors.subject?.message}>
        <input type="text" {...fieldProps('subject')} {...register('subject')} />
      </Field>
      <Field label={t`Message`} id={`${id}-message`} error={errors.message?.message}>
        <textarea rows={6} {...fieldProps('message')} {...register('message')} />
      </Field>
      <Button type="submit" size="lg" disabled={mutation.isPending} className="w-full sm:w-auto">
        {mutation.isPending ? (
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        ) : (
          <Send className="size-4 rtl:-scale-x-100" aria-hidden="true" />
        )}
        {mutation.isPending ? t`Sending…` : t`Send message`}
      </Button>
    </form>
  );
}
