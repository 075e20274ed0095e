import { t } from '@lingui/core/macro';
import { dateTimeFormat, formatCents } from '@/lib/i18n';
import type { Claim, Deposit } from '../types';

/** A deadline where the listing is, with its zone's short name ("Dec 3, 2026, 5:00 PM PST"). */
export function zonedDeadline(iso: string, timeZone: string): string {
  return dateTimeFormat({
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));
}

export type DepositTone = 'neutral' | 'waiting' | 'attention' | 'done';

export interface DepositWords {
  /** The stage in a few words ("Held on your card"). */
  title: string;
  /** What it means for the viewer now, with the deadline where one runs. */
  detail: string;
  tone: DepositTone;
}

/**
 * The deposit's stage as its renter or owner reads it: where the money is, what happens next
 * and by when (deadlines in the listing's time zone).
 */
export function depositWords(
  deposit: Deposit,
  claim: Claim | null,
  viewer: 'renter' | 'owner',
  timeZone: string,
  now = Date.now(),
): DepositWords {
  const amount = formatCents(deposit.amount_cents);
  const kept = formatCents(deposit.captured_cents);
  const released = formatCents(deposit.released_cents);
  const owner = viewer === 'owner';
  const hold = deposit.mode === 'hold';
  switch (deposit.stage) {
    case 'none':
      return { title: t`No deposit`, detail: t`This rental has no deposit.`, tone: 'neutral' };
    case 'held': {
      const closes = deposit.claim_window_closes_at;
      const title = hold
        ? owner
          ? t`Held on the renter’s card`
          : t`Held on your card`
        : t`Held by OwnLess`;
      if (!deposit.item_back_at || !closes) {
        const detail = hold
          ? owner
            ? t`${amount} is reserved on the renter’s card, not taken. Once the item is back you can claim from it for damage.`
            : t`${amount} is reserved on your card, not taken. It is released after the item is back, unless the owner claims for damage.`
          : owner
            ? t`The renter paid ${amount} with the rent. Once the item is back you can claim from it for damage.`
            : t`You paid ${amount} with the rent. It is refunded after the item is back, unless the owner claims for damage.`;
        return { title, detail, tone: 'neutral' };
      }
      const deadline = zonedDeadline(closes, timeZone);
      if (Date.parse(closes) <= now) {
        return {
          title,
          detail: t`The claim window closed; the deposit is being released.`,
          tone: 'waiting',
        };
      }
      return {
        title,
        detail: owner
          ? t`The item is back. You can claim from the ${amount} deposit for damage until ${deadline}; after that it goes back to the renter.`
          : t`The item is back. The owner can claim for damage until ${deadline}; if not, your ${amount} deposit is released then.`,
        tone: 'waiting',
      };
    }
    case 'claimed': {
      const by = claim ? zonedDeadline(claim.respond_by, timeZone) : '';
      const claimed = formatCents(claim?.amount_cents ?? 0);
      return owner
        ? {
            title: t`Claim open: the renter answers by ${by}`,
            detail: t`You claimed ${claimed}. If the renter does not answer by then, the claim is accepted.`,
            tone: 'waiting',
          }
        : {
            title: t`Claim open: answer by ${by}`,
            detail: t`The owner claims ${claimed} of your ${amount} deposit. Accept it or dispute it; without an answer by then, the claim is accepted.`,
            tone: 'attention',
          };
    }
    case 'disputed':
      return {
        title: t`With OwnLess support`,
        detail: owner
          ? t`The renter disputed your claim. OwnLess support decides how much of the deposit you get and tells you both by e-mail.`
          : t`You disputed the claim. OwnLess support decides how much of the deposit is kept and tells you both by e-mail.`,
        tone: 'waiting',
      };
    case 'released':
      return {
        title: hold ? t`Released` : t`Refunded`,
        detail: hold
          ? owner
            ? t`The renter’s ${amount} deposit was released in full.`
            : t`Your ${amount} deposit was released in full: nothing was taken from your card.`
          : owner
            ? t`The renter’s ${amount} deposit was refunded in full.`
            : t`Your ${amount} deposit was refunded in full.`,
        tone: 'done',
      };
    case 'settled':
      return {
        title: t`${kept} kept, ${released} released`,
        detail: owner
          ? t`You keep ${kept} of the deposit; ${released} went back to the renter.`
          : t`${kept} of your deposit went to the owner; ${released} came back to you.`,
        tone: 'done',
      };
  }
}
