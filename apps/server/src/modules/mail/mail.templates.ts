import {
  CONFIRMATION_LINK_HOURS,
  isRightToLeft,
  type Locale,
  RESET_LINK_MINUTES,
  SIGN_IN_CODE_MINUTES,
} from '@ownless/shared';
import { i18nFor, type Message, translate } from '../../i18n';

/**
 * Every e-mail the product sends, as plain text and simple HTML, in the recipient's language.
 * Links are listed so the development mailbox (and tests) can follow them.
 */
export interface MailMessage {
  to: string;
  /** Which template wrote it; the operators' outbox shows this instead of the body. */
  template: MailTemplate;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

/**
 * A message before its language is known: the mail service writes it in the recipient's
 * (their account's language, else English) when it is queued.
 */
export interface MailDraft {
  to: string;
  template: MailTemplate;
  /** The recipient's language when the sender knows it and the account cannot tell (erased). */
  locale?: string | null;
  write(locale: Locale): MailMessage;
}

/** What the mail service sends: a draft, or a message already written. */
export type Mail = MailDraft | MailMessage;

export const isDraft = (mail: Mail): mail is MailDraft => 'write' in mail;

/** Says a message in the mail's language. */
export type Say = (message: Message) => string;

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The templates; those holding a secret (a link that signs in or a code) are masked. */
export const MAIL_TEMPLATES = [
  'verify_email',
  'two_factor_code',
  'password_reset',
  'password_changed',
  'seller_application_received',
  'seller_application_decided',
  'contact_reply',
  'data_export_ready',
  'account_deleted',
  'notice',
] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

/** Templates whose message holds a secret: a verification or reset link, a sign-in code. */
export const SECRET_TEMPLATES: ReadonlySet<string> = new Set<MailTemplate>([
  'verify_email',
  'two_factor_code',
  'password_reset',
  'data_export_ready',
]);

/** One message's words, said in its language. */
export interface Block {
  subject: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
}

/** Writes one message in the common layout, in one language. */
function render(
  template: MailTemplate,
  to: string,
  name: string,
  block: Block,
  locale: Locale,
  say: Say,
): MailMessage {
  const greeting = say(/*i18n*/ { id: 'Hi {name},', values: { name } });
  const signature = say(/*i18n*/ '— The OwnLess team');
  const lines = [greeting, '', ...block.paragraphs.flatMap((p) => [p, ''])];
  if (block.action) lines.push(`${block.action.label}: ${block.action.url}`, '');
  if (block.footnote) lines.push(block.footnote, '');
  lines.push(signature);
  const paste = (url: string) =>
    say(/*i18n*/ { id: 'Or paste this link into your browser: {url}', values: { url } });
  const dir = isRightToLeft(locale) ? 'rtl' : 'ltr';
  const html = `<!doctype html><html lang="${locale}" dir="${dir}"><body dir="${dir}" style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#0f172a;background:#f8fafc;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:12px;padding:32px;border:1px solid #e2e8f0">
<p style="font-weight:700;color:#047857;font-size:18px;margin:0 0 24px">OwnLess</p>
<p>${escapeHtml(greeting)}</p>
${block.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${block.action ? `<p style="margin:28px 0"><a href="${escapeHtml(block.action.url)}" style="background:#047857;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(block.action.label)}</a></p><p style="font-size:13px;color:#475569">${escapeHtml(paste(block.action.url))}</p>` : ''}
${block.footnote ? `<p style="font-size:13px;color:#475569">${escapeHtml(block.footnote)}</p>` : ''}
<p>${escapeHtml(signature)}</p></div></body></html>`;
  return {
    to,
    template,
    subject: block.subject,
    text: lines.join('\n'),
    html,
    links: block.action ? [block.action.url] : [],
  };
}

/**
 * A message in the common layout, written when its language is known: `words` says the
 * subject, paragraphs, button and footnote with `say` (and formats dates and amounts for
 * `locale`). Templates of other files use it too.
 */
export function compose(
  template: MailTemplate,
  to: string,
  greetingName: string,
  words: (say: Say, locale: Locale) => Block,
  locale?: string | null,
): MailDraft {
  return {
    to,
    template,
    locale,
    write(language) {
      const i18n = i18nFor(language);
      const say: Say = (message) => translate(i18n, message);
      return render(template, to, greetingName, words(say, language), language, say);
    },
  };
}

export const mailTemplates = {
  verifyEmail: (to: string, name: string, url: string) =>
    compose('verify_email', to, name, (say) => ({
      subject: say(/*i18n*/ 'Confirm your e-mail address'),
      paragraphs: [
        say(
          /*i18n*/ 'Welcome to OwnLess! Please confirm your e-mail address so owners and renters know they can reach you.',
        ),
      ],
      action: { label: say(/*i18n*/ 'Confirm e-mail address'), url },
      footnote: say(
        /*i18n*/ {
          id: 'The link works for {hours, plural, one {# hour} other {# hours}}. If you did not create an account, ignore this e-mail.',
          values: { hours: CONFIRMATION_LINK_HOURS },
        },
      ),
    })),

  twoFactorCode: (to: string, name: string, code: string) =>
    compose('two_factor_code', to, name, (say) => ({
      subject: say(/*i18n*/ { id: 'Your OwnLess sign-in code: {code}', values: { code } }),
      paragraphs: [
        say(/*i18n*/ { id: 'Your sign-in code is {code}.', values: { code } }),
        say(
          /*i18n*/ {
            id: 'Enter it on the sign-in page to finish signing in. It works for {minutes, plural, one {# minute} other {# minutes}}.',
            values: { minutes: SIGN_IN_CODE_MINUTES },
          },
        ),
      ],
      footnote: say(
        /*i18n*/ 'If you did not try to sign in, change your password: someone knows it.',
      ),
    })),

  passwordReset: (to: string, name: string, url: string) =>
    compose('password_reset', to, name, (say) => ({
      subject: say(/*i18n*/ 'Reset your OwnLess password'),
      paragraphs: [
        say(
          /*i18n*/ 'Someone (hopefully you) asked to reset the password of your OwnLess account.',
        ),
      ],
      action: { label: say(/*i18n*/ 'Choose a new password'), url },
      footnote: say(
        /*i18n*/ {
          id: 'The link works once, for {minutes, plural, one {# minute} other {# minutes}}. If you did not ask for it, ignore this e-mail: your password stays as it is.',
          values: { minutes: RESET_LINK_MINUTES },
        },
      ),
    })),

  passwordChanged: (to: string, name: string) =>
    compose('password_changed', to, name, (say) => ({
      subject: say(/*i18n*/ 'Your OwnLess password was changed'),
      paragraphs: [
        say(
          /*i18n*/ 'The password of your account was just changed and every device was signed out.',
        ),
        say(/*i18n*/ 'If this was not you, reset your password at once and contact us.'),
      ],
    })),

  /** Someone tried to open an account with an address that has one already. */
  signUpAttempt: (to: string, name: string, resetUrl: string) =>
    compose('notice', to, name, (say) => ({
      subject: say(/*i18n*/ 'Someone tried to sign up with your e-mail'),
      paragraphs: [
        say(
          /*i18n*/ 'Someone (maybe you) just tried to create an OwnLess account with this e-mail address. You already have one, so nothing was created.',
        ),
        say(
          /*i18n*/ 'If it was you and you forgot your password, you can reset it. If it was not you, ignore this e-mail: your account is unchanged.',
        ),
      ],
      action: { label: say(/*i18n*/ 'Reset your password'), url: resetUrl },
    })),

  sellerApplicationReceived: (to: string, name: string) =>
    compose('seller_application_received', to, name, (say) => ({
      subject: say(/*i18n*/ 'We received your owner application'),
      paragraphs: [
        say(
          /*i18n*/ 'Thanks for applying to rent out your things on OwnLess. We review applications within one business day and will e-mail you the decision.',
        ),
      ],
    })),

  sellerApplicationDecided: (
    to: string,
    name: string,
    approved: boolean,
    url: string,
    note?: string | null,
  ) =>
    compose('seller_application_decided', to, name, (say) =>
      approved
        ? {
            subject: say(/*i18n*/ 'You are now an OwnLess owner'),
            paragraphs: [
              say(
                /*i18n*/ 'Good news: your owner application was approved. Connect your payout account and publish your first listing.',
              ),
            ],
            action: { label: say(/*i18n*/ 'Connect payouts'), url },
          }
        : {
            subject: say(/*i18n*/ 'About your owner application'),
            paragraphs: [
              say(/*i18n*/ 'We could not approve your owner application this time.'),
              ...(note ? [say(/*i18n*/ { id: 'Reason: {note}', values: { note } })] : []),
              say(/*i18n*/ 'You can update your details and apply again.'),
            ],
            action: { label: say(/*i18n*/ 'Review your application'), url },
          },
    ),

  /** Support took an owner's listing out of search. */
  listingUnpublished: (to: string, name: string, listing: string, reason: string, url: string) =>
    compose('notice', to, name, (say) => ({
      subject: say(/*i18n*/ { id: 'Your listing was unpublished: {listing}', values: { listing } }),
      paragraphs: [
        say(
          /*i18n*/ {
            id: 'Our support team took your listing “{listing}” out of search. Renters cannot find or book it until it is restored.',
            values: { listing },
          },
        ),
        say(/*i18n*/ { id: 'Reason: {note}', values: { note: reason } }),
        say(
          /*i18n*/ 'Reply to this e-mail or contact support if you have questions or once you have fixed it.',
        ),
      ],
      action: { label: say(/*i18n*/ 'Open your listings'), url },
    })),

  /** Support suspended an account. */
  accountSuspended: (to: string, name: string, reason: string) =>
    compose('notice', to, name, (say) => ({
      subject: say(/*i18n*/ 'Your OwnLess account is suspended'),
      paragraphs: [
        say(
          /*i18n*/ 'Our support team suspended your OwnLess account. You cannot sign in, your listings are hidden from search, and reservations that had not started were cancelled with a full refund.',
        ),
        say(/*i18n*/ { id: 'Reason: {note}', values: { note: reason } }),
        say(/*i18n*/ 'If you think this is a mistake, reply to this e-mail.'),
      ],
    })),

  /** Support lifted a suspension. */
  accountRestored: (to: string, name: string, url: string, note?: string | null) =>
    compose('notice', to, name, (say) => ({
      subject: say(/*i18n*/ 'Your OwnLess account is active again'),
      paragraphs: [
        say(
          /*i18n*/ 'Our support team lifted the suspension of your account. You can sign in again, and the listings that were hidden are back in search.',
        ),
        ...(note ? [say(/*i18n*/ { id: 'Note: {note}', values: { note } })] : []),
      ],
      action: { label: say(/*i18n*/ 'Sign in'), url },
    })),

  /**
   * A notice whose words the caller wrote (said as given, in no particular language); only the
   * greeting and signature follow the recipient's.
   */
  generic: (
    to: string,
    name: string,
    subject: string,
    paragraphs: string[],
    action?: { label: string; url: string },
  ) => compose('notice', to, name, () => ({ subject, paragraphs, action })),

  /** An operator's answer to a contact message, quoting what the sender wrote. */
  contactReply: (to: string, name: string, subject: string, reply: string, original: string) =>
    compose('contact_reply', to, name, (say) => ({
      subject: `Re: ${subject}`,
      paragraphs: [
        ...reply.split(/\n{2,}/),
        say(/*i18n*/ { id: 'You wrote: “{original}”', values: { original } }),
      ],
      footnote: say(/*i18n*/ 'Reply to this e-mail if you have more questions.'),
    })),
};
