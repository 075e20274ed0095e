import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useState } from 'react';
import type { ListingDetail } from '@ownless/shared';
import { errorMessage, isApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { useListingAction, type ListingAction } from '../api/owner-listing';

export interface ActionProblem {
  listingId: number;
  action: ListingAction;
  message: string;
  /** Present on 422: what publishing still needs. */
  checklist?: Record<string, string[]>;
}

const DONE: Record<ListingAction, MessageDescriptor> = {
  publish: msg`Your listing is live.`,
  activate: msg`The listing is live again.`,
  deactivate: msg`The listing is hidden from search. Reservations already made stay as they are.`,
};

/** Publish, deactivate and activate, with the checklist on 422 and a message on success. */
export function useListingActions() {
  const mutation = useListingAction();
  const [problem, setProblem] = useState<ActionProblem | null>(null);
  const [done, setDone] = useState<{
    listingId: number;
    action: ListingAction;
    message: string;
  } | null>(null);

  const run = async (listingId: number, action: ListingAction): Promise<ListingDetail | null> => {
    setProblem(null);
    setDone(null);
    try {
      const result = await mutation.mutateAsync({ id: listingId, action });
      setDone({ listingId, action, message: result.message ?? i18n._(DONE[action]) });
      return result.listing;
    } catch (error) {
      mutation.reset();
      setProblem({
        listingId,
        action,
        message: errorMessage(error),
        checklist: isApiError(error) && error.status === 422 ? error.errors : undefined,
      });
      return null;
    }
  };

  const pendingFor = mutation.isPending ? mutation.variables : undefined;
  return {
    run,
    problem,
    done,
    pendingFor,
    clear: () => {
      setProblem(null);
      setDone(null);
    },
  };
}
