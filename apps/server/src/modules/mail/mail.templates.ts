import { CONFIRMATION_LINK_HOURS, RESET_LINK_MINUTES, SIGN_IN_CODE_MINUTES } from '@ownless/shared';

/**
 * Every e-mail the product sends, as plain text and simple HTML. Links are listed so the
 * development mailbox (and tests) can follow them.
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

interface Block {
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
}

/** Writes one message in the common layout; templates of other files use it too. */
export function compose(
  template: MailTemplate,
  to: string,
  subject: string,
  greetingName: string,
  block: Block,
): MailMessage {
  const lines = [`Hi ${greetingName},`, '', ...block.paragraphs.flatMap((p) => [p, ''])];
  if (block.action) lines.push(`${block.action.label}: ${block.action.url}`, '');
  if (block.footnote) lines.push(block.footnote, '');
  lines.push('— The OwnLess team');
  const html = `<!doctype html><html><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#0f172a;background:#f8fafc;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:12px;padding:32px;border:1px solid #e2e8f0">
<p style="font-weight:700;color:#047857;font-size:18px;margin:0 0 24px">OwnLess</p>
<p>Hi ${escapeHtml(greetingName)},</p>
${block.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${block.action ? `<p style="margin:28px 0"><a href="${escapeHtml(block.action.url)}" style="background:#047857;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(block.action.label)}</a></p><p style="font-size:13px;color:#475569">Or paste this link into your browser: ${escapeHtml(block.action.url)}</p>` : ''}
${block.footnote ? `<p style="font-size:13px;color:#475569">${escapeHtml(block.footnote)}</p>` : ''}
<p>— The OwnLess team</p></div></body></html>`;
  return {
    to,
    template,
    subject,
    text: lines.join('\n'),
    html,
    links: block.action ? [block.action.url] : [],
  };
}

export const mailTemplates = {
  verifyEmail: (to: string, name: string, url: string) =>
    compose('verify_email', to, 'Confirm your e-mail address', name, {
      paragraphs: [
        'Welcome to OwnLess! Please confirm your e-mail address so owners and renters know they can reach you.',
      ],
      action: { label: 'Confirm e-mail address', url },
      footnote: `The link works for ${CONFIRMATION_LINK_HOURS} hours. If you did not create an account, ignore this e-mail.`,
    }),

  twoFactorCode: (to: string, name: string, code: string) =>
    compose('two_factor_code', to, `Your OwnLess sign-in code: ${code}`, name, {
      paragraphs: [
        `Your sign-in code is ${code}.`,
        `Enter it on the sign-in page to finish signing in. It works for ${SIGN_IN_CODE_MINUTES} minutes.`,
      ],
      footnote: 'If you did not try to sign in, change your password: someone knows it.',
    }),

  passwordReset: (to: string, name: string, url: string) =>
    compose('password_reset', to, 'Reset your OwnLess password', name, {
      paragraphs: ['Someone (hopefully you) asked to reset the password of your OwnLess account.'],
      action: { label: 'Choose a new password', url },
      footnote: `The link works once, for ${RESET_LINK_MINUTES} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
    }),

  passwordChanged: (to: string, name: string) =>
    compose('password_changed', to, 'Your OwnLess password was changed', name, {
      paragraphs: [
        'The password of your account was just changed and every device was signed out.',
        'If this was not you, reset your password at once and contact us.',
      ],
    }),

  sellerApplicationReceived: (to: string, name: string) =>
    compose('seller_application_received', to, 'We received your owner application', name, {
      paragraphs: [
        'Thanks for applying to rent out your things on OwnLess. We review applications within one business day and will e-mail you the decision.',
      ],
    }),

  sellerApplicationDecided: (
    to: string,
    name: string,
    approved: boolean,
    url: string,
    note?: string | null,
  ) =>
    compose(
      'seller_application_decided',
      to,
      approved ? 'You are now an OwnLess owner' : 'About your owner application',
      name,
      {
        paragraphs: approved
          ? [
              'Good news: your owner application was approved. Connect your payout account and publish your first listing.',
            ]
          : [
              'We could not approve your owner application this time.',
              ...(note ? [`Reason: ${note}`] : []),
              'You can update your details and apply again.',
            ],
        action: { label: approved ? 'Connect payouts' : 'Review your application', url },
      },
    ),

  generic: (
    to: string,
    name: string,
    subject: string,
    paragraphs: string[],
    action?: { label: string; url: string },
  ) => compose('notice', to, subject, name, { paragraphs, action }),

  /** An operator's answer to a contact message, quoting what the sender wrote. */
  contactReply: (to: string, name: string, subject: string, reply: string, original: string) =>
    compose('contact_reply', to, `Re: ${subject}`, name, {
      paragraphs: [...reply.split(/\n{2,}/), `You wrote: “${original}”`],
      footnote: 'Reply to this e-mail if you have more questions.',
    }),
};
