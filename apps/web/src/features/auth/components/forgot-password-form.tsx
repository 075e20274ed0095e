import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { passwordEmailSchema } from '@ownless/shared/auth';
import { MailCheck } from 'lucide-react';
import type { z } from 'zod';
import { Alert, FormError } from '@/components/ui/alert';
import { Button, LoadingButton } from '@/components/ui/button';
import { emailInputProps, TextField } from '@/components/ui/form-fields';
import { useServerForm, zodResolver } from '@/lib/form';
import { useRequestPasswordReset } from '../api/password-reset';

/** Asks for the reset e-mail; the answer is the same whether the account exists. */
export function ForgotPasswordForm({ onSent }: { onSent?: (email: string) => void }) {
  const { t } = useLingui();
  const id = useId();
  const mutation = useRequestPasswordReset();
  const {
    form,
    formError,
    submit: onSubmit,
  } = useServerForm<z.input<typeof passwordEmailSchema>, z.output<typeof passwordEmailSchema>>({
    resolver: zodResolver(passwordEmailSchema),
    defaultValues: { email: '' },
    fields: ['email'],
    onSubmit: async (values) => {
      await mutation.mutateAsync(values);
      setSentTo(values.email);
      onSent?.(values.email);
    },
  });
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo && mutation.data) {
    return (
      <div className="space-y-4">
        <Alert tone="success" title={t`Check your inbox`} data-testid="reset-email-sent">
          {mutation.data.message}
        </Alert>
        <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <MailCheck className="size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 break-all">
            <Trans>
              Sent to <bdi>{sentTo}</bdi>
            </Trans>
          </span>
        </p>
        <Button
          variant="outline"
          onClick={() => {
            setSentTo(null);
            mutation.reset();
          }}
        >
          <Trans>Use another e-mail</Trans>
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label={t`Reset your password`}>
      {formError && <FormError message={formError.message} errors={formError.errors} />}
      <TextField form={form} idPrefix={id} name="email" label={t`E-mail`} {...emailInputProps} />
      <LoadingButton
        type="submit"
        size="lg"
        className="w-full"
        loading={mutation.isPending}
        loadingText={t`Sending…`}
      >
        <Trans>Send reset link</Trans>
      </LoadingButton>
    </form>
  );
}
