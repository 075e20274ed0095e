import { useState } from 'react';
import type { ListingDetail } from '@ownless/shared';
import type { ListingUpdateInput } from '@ownless/shared/listing-write';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormSetError,
  useForm,
} from 'react-hook-form';
import { ApiError, isApiError } from '@/lib/api-client';
import { handleSubmitError, type FormErrorState } from '@/lib/form';
import { useUpdateListing } from '../api/owner-listing';

/** 'location.latitude' → 'location', 'frequencies.0.price' → 'frequencies'. */
export function topLevelErrors(error: unknown): unknown {
  if (!isApiError(error) || !error.errors) return error;
  const errors: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(error.errors)) {
    const top = key.split('.')[0] ?? key;
    errors[top] = [...(errors[top] ?? []), ...messages];
  }
  return new ApiError(error.status, error.message, errors);
}

/** PATCH /listing/:id for one step, with the server's field errors put on the step's fields. */
export function useStepSave<T extends FieldValues>(
  listingId: number,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
) {
  const mutation = useUpdateListing(listingId);
  const [error, setFormError] = useState<FormErrorState | null>(null);

  const save = async (payload: ListingUpdateInput): Promise<ListingDetail | null> => {
    setFormError(null);
    try {
      const { listing } = await mutation.mutateAsync(payload);
      return listing;
    } catch (caught) {
      mutation.reset();
      setFormError(handleSubmitError(topLevelErrors(caught), setError, fields));
      return null;
    }
  };

  return { save, saving: mutation.isPending, error, setFormError };
}

/**
 * A wizard step's form: it starts from the saved listing, and `save` PATCHes the step and
 * puts the server's field errors on the step's fields.
 */
export function useStepForm<T extends FieldValues>(
  listing: ListingDetail,
  valuesOf: (listing: ListingDetail) => T,
  fields: readonly Path<T>[],
) {
  const form = useForm<T>({ defaultValues: valuesOf(listing) as DefaultValues<T> });
  return { form, ...useStepSave(listing.id, form.setError, fields) };
}
