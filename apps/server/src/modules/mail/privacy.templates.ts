import { DATA_EXPORT_LINK_DAYS } from '@ownless/shared';
import { compose } from './mail.templates';

/** The e-mails of a person's data export and account deletion (decision 0022). */
export const privacyMailTemplates = {
  /** The link opens the profile settings, where the signed-in person downloads the archive. */
  dataExportReady: (to: string, name: string, url: string) =>
    compose('data_export_ready', to, 'Your OwnLess data is ready to download', name, {
      paragraphs: [
        'The copy of your data you asked for is ready: your profile, listings, reservations, messages, reviews, payments and sign-ins, in one JSON file.',
        `Open the link while signed in to your account to download it. It works for ${DATA_EXPORT_LINK_DAYS} days and only for you.`,
      ],
      action: { label: 'Download your data', url },
      footnote:
        'If you did not ask for this, change your password: someone may be signed in as you.',
    }),

  accountDeleted: (to: string, name: string) =>
    compose('account_deleted', to, 'Your OwnLess account was deleted', name, {
      paragraphs: [
        'Your OwnLess account is deleted. Your name, e-mail, phone, picture and password are erased, your listings are out of search, and every device was signed out.',
        'We keep the amounts of past reservations and payments, without your name, because bookkeeping law requires it. Messages you sent stay with the people you wrote to, signed "Deleted user".',
        'This is the last e-mail we send you. Thank you for using OwnLess.',
      ],
    }),
};
