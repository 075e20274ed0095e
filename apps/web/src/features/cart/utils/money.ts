import { formatMoney } from '@ownless/shared/format';

/** Integer cents as dollars, by the spec's display rule (§5). */
export const formatCents = (cents: number) => formatMoney(cents / 100);
