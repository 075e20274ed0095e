import type { DepositMailTemplate, FieldMessage } from '@ownless/shared';
import type { Message } from '../../i18n';
import { compose, type MailDraft } from '../mail/mail.templates';

const MONEY = { money: { style: 'currency', currency: 'USD' } } as const;

/** The names and figures a deposit mail's words may use (amounts in dollars). */
type DepositMailValues = {
  listing: string;
  renter: string;
  owner: string;
  /** The claimed, kept or released amount, as the step names it. */
  amount: number;
  /** The deposit's rest given back, in dollars. */
  rest: number;
  /** When the renter must answer (a claim just opened). */
  respondBy: string;
  zone: string;
};

/**
 * The words of each deposit mail (decision 0027), by the template name of the deposit
 * machine's effects (`DEPOSIT_EFFECTS`); a record over every name, so a name without its
 * words fails typecheck.
 */
export const DEPOSIT_MAIL: Readonly<
  Record<
    DepositMailTemplate,
    (v: DepositMailValues) => { subject: FieldMessage; body: FieldMessage; cta: Message }
  >
> = {
  'claim-opened': (values) => ({
    subject: /*i18n*/ { id: 'Damage claim on your deposit: {listing}', values },
    body: /*i18n*/ {
      id: '{owner} claims {amount, number, money} of your deposit for {listing}. Accept or dispute the claim by {respondBy, date, respondBy} ({zone} time). If you do not answer by then, the claim is accepted and the amount is kept.',
      values,
      formats: {
        ...MONEY,
        respondBy: { dateStyle: 'medium', timeStyle: 'short', timeZone: values.zone },
      },
    },
    cta: /*i18n*/ 'Answer the claim',
  }),
  'claim-accepted': (values) => ({
    subject: /*i18n*/ { id: 'Claim accepted: {listing}', values },
    body: /*i18n*/ {
      id: '{renter} accepted your claim: {amount, number, money} of the deposit for {listing} is kept for you and paid out.',
      values,
      formats: MONEY,
    },
    cta: /*i18n*/ 'Open the booking',
  }),
  'claim-disputed': (values) => ({
    subject: /*i18n*/ { id: 'Claim disputed: {listing}', values },
    body: /*i18n*/ {
      id: '{renter} disputed your claim of {amount, number, money} for {listing}. OwnLess support will look at both sides and decide; the decision is final and you will receive it by e-mail.',
      values,
      formats: MONEY,
    },
    cta: /*i18n*/ 'Open the booking',
  }),
  'claim-decided-renter': (values) => ({
    subject: /*i18n*/ { id: 'Claim decided: {listing}', values },
    body: /*i18n*/ {
      id: 'OwnLess support decided the claim on your deposit for {listing}: {amount, number, money} is kept for the owner and {rest, number, money} goes back to you. This decision is final.',
      values,
      formats: MONEY,
    },
    cta: /*i18n*/ 'Open the rental',
  }),
  'claim-decided-owner': (values) => ({
    subject: /*i18n*/ { id: 'Claim decided: {listing}', values },
    body: /*i18n*/ {
      id: 'OwnLess support decided your claim for {listing}: {amount, number, money} of the deposit is kept for you and paid out. This decision is final.',
      values,
      formats: MONEY,
    },
    cta: /*i18n*/ 'Open the booking',
  }),
  'claim-lapsed-renter': (values) => ({
    subject: /*i18n*/ { id: 'Claim accepted: {listing}', values },
    body: /*i18n*/ {
      id: 'You did not answer the claim on your deposit for {listing} in time, so it was accepted: {amount, number, money} is kept for the owner and {rest, number, money} goes back to you.',
      values,
      formats: MONEY,
    },
    cta: /*i18n*/ 'Open the rental',
  }),
  'claim-lapsed-owner': (values) => ({
    subject: /*i18n*/ { id: 'Claim accepted: {listing}', values },
    body: /*i18n*/ {
      id: '{renter} did not answer your claim for {listing} in time, so it was accepted: {amount, number, money} of the deposit is kept for you and paid out.',
      values,
      formats: MONEY,
    },
    cta: /*i18n*/ 'Open the booking',
  }),
  'deposit-charged': (values) => ({
    subject: /*i18n*/ { id: 'Deposit charged: {listing}', values },
    body: /*i18n*/ {
      id: 'Your card’s hold on the {amount, number, money} deposit for {listing} would have expired while the deposit may still be needed, so it was charged. Whatever is not kept for damage is refunded to your card.',
      values,
      formats: MONEY,
    },
    cta: /*i18n*/ 'Open the rental',
  }),
  'deposit-released': (values) => ({
    subject: /*i18n*/ { id: 'Deposit released: {listing}', values },
    body: /*i18n*/ {
      id: 'The claim window for {listing} closed without a claim: your deposit of {amount, number, money} is released in full.',
      values,
      formats: MONEY,
    },
    cta: /*i18n*/ 'Open the rental',
  }),
};

/** One deposit mail, written in the recipient's language when it is sent. */
export function depositMail(
  name: DepositMailTemplate,
  facts: DepositMailValues & {
    to: { email: string; firstName: string };
    note?: string | null;
    url: string;
  },
): MailDraft {
  return compose('notice', facts.to.email, facts.to.firstName, (say) => {
    const words = DEPOSIT_MAIL[name](facts);
    return {
      subject: say(words.subject),
      paragraphs: [
        say(words.body),
        ...(facts.note
          ? [
              say(
                /*i18n*/ { id: 'Note from OwnLess support: {note}', values: { note: facts.note } },
              ),
            ]
          : []),
      ],
      action: { label: say(words.cta), url: facts.url },
    };
  });
}
