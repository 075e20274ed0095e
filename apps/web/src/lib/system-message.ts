import { t } from '@lingui/core/macro';
import type { ChatMessage } from '@ownless/shared/chat';
import { dateTimeFormat, formatCents } from '@/lib/i18n';

/** The stored text without its "OwnLess:" lead: the line says who speaks itself. */
export const withoutSender = (text: string) => text.replace(/^OwnLess:\s*/, '');

/**
 * A deadline with its zone's short name ("Dec 3, 2026, 5:00 PM PST"): where the listing is
 * when the message names its zone, else where the reader is.
 */
function deadlineText(iso: string, timeZone: string | undefined): string {
  const options: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  };
  try {
    return dateTimeFormat({ ...options, timeZone }).format(new Date(iso));
  } catch {
    // A zone this browser does not know: the reader's own.
    return dateTimeFormat(options).format(new Date(iso));
  }
}

/**
 * A message from OwnLess (`kind: 'system'`, a deposit or claim step) in the reader's
 * language, from its event and amount; the stored English text when it names no event.
 * The chat and the operator's claim page both say them.
 */
export function systemMessageText(message: Pick<ChatMessage, 'message' | 'system'>): string {
  const system = message.system;
  if (!system) return withoutSender(message.message);
  const code = system.reservation_code;
  const amount = system.amount_cents === null ? null : formatCents(system.amount_cents);
  switch (system.event) {
    case 'claim-opened': {
      // Unanswered by the deadline, the claim is accepted; messages stored before it say none.
      const until =
        system.respond_by && !Number.isNaN(Date.parse(system.respond_by))
          ? deadlineText(system.respond_by, system.time_zone)
          : null;
      if (amount && until)
        return t`The owner claimed ${amount} from the deposit of reservation ${code}. The renter can accept or dispute it until ${until}; if they do not answer by then, it is accepted.`;
      return amount
        ? t`The owner claimed ${amount} from the deposit of reservation ${code}. The renter can accept or dispute it.`
        : t`The owner claimed from the deposit of reservation ${code}. The renter can accept or dispute it.`;
    }
    case 'claim-accepted':
      return amount
        ? t`The renter accepted the claim on reservation ${code}: ${amount} is kept from the deposit.`
        : t`The renter accepted the claim on reservation ${code}.`;
    case 'claim-disputed':
      return t`The renter disputed the claim on reservation ${code}. OwnLess support will decide.`;
    case 'claim-decided':
      return amount
        ? t`OwnLess support decided the claim on reservation ${code}: ${amount} is kept from the deposit.`
        : t`OwnLess support decided the claim on reservation ${code}.`;
    case 'claim-lapsed':
      return amount
        ? t`The claim on reservation ${code} was not answered in time: ${amount} is kept from the deposit.`
        : t`The claim on reservation ${code} was not answered in time and is accepted.`;
    case 'deposit-released':
      return amount
        ? t`The deposit of reservation ${code} was released: ${amount} back to the renter.`
        : t`The deposit of reservation ${code} was released.`;
    case 'deposit-charged':
      return amount
        ? t`The deposit of reservation ${code} was charged to the renter’s card before the card’s hold would lapse: ${amount}. What is not kept is refunded.`
        : t`The deposit of reservation ${code} was charged to the renter’s card before the card’s hold would lapse. What is not kept is refunded.`;
    default:
      return withoutSender(message.message);
  }
}

export const isSystemMessage = (message: Pick<ChatMessage, 'kind'>) => message.kind === 'system';
