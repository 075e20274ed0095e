import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Condition, FulfilmentMethod, ListingStatus } from '@ownless/shared';
import { i18n } from '@/lib/i18n';

const CONDITION_LABELS: Record<Condition, MessageDescriptor> = {
  New: msg`New`,
  'Like new': msg`Like new`,
  Good: msg`Good`,
  Fair: msg`Fair`,
};

const STATUS_LABELS: Record<ListingStatus, MessageDescriptor> = {
  Draft: msg`Draft`,
  Published: msg`Published`,
  Inactive: msg`Inactive`,
};

const FULFILMENT_LABELS: Record<FulfilmentMethod, MessageDescriptor> = {
  pickup: msg`Pickup`,
  delivery: msg`Delivery by the owner`,
  shipping: msg`Shipping`,
};

const label = (labels: Record<string, MessageDescriptor>, value: string) => {
  const message = labels[value];
  return message ? i18n._(message) : value;
};

/** An item's condition in the page's language ("Like new"); an unknown one as written. */
export const conditionLabel = (condition: string) => label(CONDITION_LABELS, condition);

/** A listing's status in the page's language ("Draft"). */
export const statusLabel = (status: ListingStatus) => label(STATUS_LABELS, status);

/** A way the item changes hands ("Pickup", "Delivery by the owner", "Shipping"). */
export const fulfilmentLabel = (method: FulfilmentMethod) => label(FULFILMENT_LABELS, method);
