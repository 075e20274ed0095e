import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CurrentUser } from '@ownless/shared';
import { profileUpdateSchema } from '@ownless/shared/auth';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Alert, FormError } from '@/components/ui/alert';
import { LoadingButton } from '@/components/ui/button';
import { NameFields, TextareaField, TextField } from '@/components/ui/form-fields';
import { useServerForm, zodResolver } from '@/lib/form';
import { groupDigits } from '@/lib/i18n';
import { useUpdateProfile } from '../api/update-profile';

type ProfileValues = z.input<typeof profileUpdateSchema>;
const FIELDS = ['first_name', 'last_name', 'phone', 'city', 'bio'] as const;
const BIO_MAX = 1000;

const valuesOf = (user: CurrentUser): ProfileValues => ({
  first_name: user.firstName,
  last_name: user.lastName,
  phone: user.phone ?? '',
  city: user.city ?? '',
  bio: user.bio ?? '',
});

/** Names, phone, city and bio (PATCH /user/profile). */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const { t } = useLingui();
  const id = useId();
  const mutation = useUpdateProfile();
  const {
    form,
    formError,
    submit: onSubmit,
  } = useServerForm<ProfileValues, z.output<typeof profileUpdateSchema>>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: valuesOf(user),
    fields: FIELDS,
    onSubmit: async (values) => {
      const { data } = await mutation.mutateAsync({
        ...values,
        phone: values.phone || null,
        city: values.city || null,
        bio: values.bio || null,
      });
      reset(valuesOf(data));
    },
  });
  const {
    reset,
    control,
    formState: { isDirty },
  } = form;

  const bioLength = (useWatch({ control, name: 'bio' }) ?? '').length;
  const typed = groupDigits(bioLength);
  const limit = groupDigits(BIO_MAX);
  const bioHint = t`${typed} / ${limit} characters`;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label={t`Personal details`}>
      {formError && <FormError message={formError.message} errors={formError.errors} />}
      {mutation.isSuccess && !isDirty && <Alert tone="success">{mutation.data.message}</Alert>}
      <NameFields form={form} idPrefix={id} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          form={form}
          idPrefix={id}
          name="phone"
          label={t`Phone`}
          optional
          type="tel"
          autoComplete="tel"
          inputMode="tel"
        />
        <TextField
          form={form}
          idPrefix={id}
          name="city"
          label={t`City`}
          optional
          autoComplete="address-level2"
        />
      </div>
      <TextareaField
        form={form}
        idPrefix={id}
        name="bio"
        label={t`About you`}
        optional
        hint={bioHint}
        rows={5}
      />
      <div className="flex flex-wrap gap-3">
        <LoadingButton type="submit" loading={mutation.isPending} loadingText={t`Saving…`}>
          <Trans>Save changes</Trans>
        </LoadingButton>
      </div>
    </form>
  );
}
