import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { SELLER_STATUSES, type SellerStatus } from '@ownless/shared/enums';

export interface StatusTab {
  status: SellerStatus;
  label: MessageDescriptor;
  /** The empty state of the tab. */
  emptyTitle: MessageDescriptor;
  emptyMessage: MessageDescriptor;
}

/** The tabs of the owner applications page, in order; Pending (the work queue) first. */
export const STATUS_TABS: readonly StatusTab[] = [
  {
    status: 'Pending',
    label: msg({ message: 'Pending', context: 'application status' }),
    emptyTitle: msg`No applications waiting`,
    emptyMessage: msg`New owner applications wait here while approval is manual. With automatic approval (the default) they go straight to Approved.`,
  },
  {
    status: 'Approved',
    label: msg({ message: 'Approved', context: 'application status' }),
    emptyTitle: msg`No approved applications yet`,
    emptyMessage: msg`Approved applicants become owners and can publish listings.`,
  },
  {
    status: 'Rejected',
    label: msg({ message: 'Rejected', context: 'application status' }),
    emptyTitle: msg`No rejected applications`,
    emptyMessage: msg`Rejected applicants get your reason by e-mail and may apply again.`,
  },
];

export const DEFAULT_STATUS: SellerStatus = 'Pending';

/** The `status` search parameter as a status; anything else is the default tab. */
export function readStatusParam(value: string | null): SellerStatus {
  const match = SELLER_STATUSES.find((status) => status.toLowerCase() === value?.toLowerCase());
  return match ?? DEFAULT_STATUS;
}

/** The applicant's address on one line: "500 Valencia St, San Francisco, CA 94110". */
export const applicationAddress = (a: {
  address_line: string;
  city: string;
  state: string;
  postal_code: string;
}) => `${a.address_line}, ${a.city}, ${a.state} ${a.postal_code}`;

/** Reasons are e-mailed to the applicant; the server keeps up to this many characters. */
export const MAX_NOTE_LENGTH = 1000;
