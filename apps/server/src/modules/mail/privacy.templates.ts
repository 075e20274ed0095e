import { DATA_EXPORT_LINK_DAYS } from '@ownless/shared';
import { compose } from './mail.templates';

/** The e-mails of a person's data export and account deletion (decision 0022). */
export const privacyMailTemplates = {
  /** The link opens the profile settings, where the signed-in person downloads the archive. */
  dataExportReady: (to: string, name: string, url: string) =>
    compose('data_export_ready', to, name, (say) => ({
      subject: say(/*i18n*/ 'Your OwnLess data is ready to download'),
      paragraphs: [
        say(
          /*i18n*/ 'The copy of your data you asked for is ready: your profile, listings, reservations, messages, reviews, payments and sign-ins, in one JSON file.',
        ),
        say(
          /*i18n*/ {
            id: 'Open the link while signed in to your account to download it. It works for {days, plural, one {# day} other {# days}} and only for you.',
            values: { days: DATA_EXPORT_LINK_DAYS },
          },
        ),
      ],
      action: { label: say(/*i18n*/ 'Download your data'), url },
      footnote: say(
        /*i18n*/ 'If you did not ask for this, change your password: someone may be signed in as you.',
      ),
    })),

  /**
   * Sent after the account is erased, so its language cannot be read from it: the caller
   * passes the language the account had.
   */
  accountDeleted: (to: string, name: string, locale?: string | null) =>
    compose(
      'account_deleted',
      to,
      name,
      (say) => ({
        subject: say(/*i18n*/ 'Your OwnLess account was deleted'),
        paragraphs: [
          say(
            /*i18n*/ 'Your OwnLess account is deleted. Your name, e-mail, phone, picture and password are erased, your listings are out of search, and every device was signed out.',
          ),
          say(
            /*i18n*/ 'We keep the amounts of past reservations and payments, without your name, because bookkeeping law requires it. Messages you sent stay with the people you wrote to, signed “Deleted user”.',
          ),
          say(/*i18n*/ 'This is the last e-mail we send you. Thank you for using OwnLess.'),
        ],
      }),
      locale,
    ),
};
