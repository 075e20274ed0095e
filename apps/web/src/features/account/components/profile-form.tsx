import { useId, useState } from 'react';
import type { CurrentUser } from '@ownless/shared';
import { profileUpdateSchema } from '@ownless/shared/auth';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Alert, FormError } from '@/components/ui/alert';
import { LoadingButton } from '@/components/ui/button';
import { Field, controlProps, inputClass } from '@/components/ui/field';
import { handleSubmitError, zodResolver, type FormErrorState } from '@/lib/form';
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
  const id = useId();
  const mutation = useUpdateProfile();
  const [formError, setFormError] = useState<FormErrorState | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isDirty },
  } = useForm<ProfileValues, unknown, z.output<typeof profileUpdateSchema>>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: valuesOf(user),
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { data } = await mutation.mutateAsync({
        ...values,
        phone: values.phone || null,
        city: values.city || null,
        bio: values.bio || null,
      });
      reset(valuesOf(data));
    } catch (error) {
      mutation.reset();
      setFormError(handleSubmitError(error, setError, FIELDS));
    }
  });

  const bioLength = (useWatch({ control, name: 'bio' }) ?? '').length;
  const bioHint = `${bioLength.toLocaleString()} / ${BIO_MAX.toLocaleString()} characters`;
  const field = (name: (typeof FIELDS)[number], hint?: string) =>
    controlProps(`${id}-${name}`, errors[name]?.message, hint);

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Personal details">
      {formError && <FormError message={formError.message} errors={formError.errors} />}
      {mutation.isSuccess && !isDirty && <Alert tone="success">{mutation.data.message}</Alert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="First name" id={`${id}-first_name`} error={errors.first_name?.message}>
          <input
            type="text"
            autoComplete="given-name"
            className={inputClass(!!errors.first_name)}
            {...field('first_name')}
            {...register('first_name')}
          />
        </Field>
        <Field label="Last name" id={`${id}-last_name`} error={errors.last_name?.message}>
          <input
            type="text"
            autoComplete="family-name"
            className={inputClass(!!errors.last_name)}
            {...field('last_name')}
            {...register('last_name')}
          />
        </Field>
        <Field label="Phone" optional id={`${id}-phone`} error={errors.phone?.message}>
          <input
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            className={inputClass(!!errors.phone)}
            {...field('phone')}
            {...register('phone')}
          />
        </Field>
        <Field label="City" optional id={`${id}-city`} error={errors.city?.message}>
          <input
            type="text"
            autoComplete="address-level2"
            className={inputClass(!!errors.city)}
            {...field('city')}
            {...register('city')}
          />
        </Field>
      </div>
      <Field label="About you" optional id={`${id}-bio`} error={errors.bio?.message} hint={bioHint}>
        <textarea
          rows={5}
          className={inputClass(!!errors.bio)}
          {...field('bio', bioHint)}
          {...register('bio')}
        />
      </Field>
      <div className="flex flex-wrap gap-3">
        <LoadingButton type="submit" loading={mutation.isPending} loadingText="Saving…">
          Save changes
        </LoadingButton>
      </div>
    </form>
  );
}
