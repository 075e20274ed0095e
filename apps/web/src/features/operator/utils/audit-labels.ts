import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AUDIT_SUBJECT_TYPES } from '@ownless/shared';
import { i18n } from '@/lib/i18n';

type AuditSubjectType = (typeof AUDIT_SUBJECT_TYPES)[number];

/** What each operator action of the audit log did, in words. */
export const ACTION_LABELS: Record<string, MessageDescriptor> = {
  'user.suspend': msg`Suspended a user`,
  'user.restore': msg`Restored a user`,
  'user.delete': msg`Deleted their own account`,
  'listing.unpublish': msg`Unpublished a listing`,
  'listing.restore': msg`Restored a listing`,
  'seller_application.approve': msg`Approved an owner application`,
  'seller_application.reject': msg`Rejected an owner application`,
  'maintenance.on': msg`Turned maintenance on`,
  'maintenance.off': msg`Turned maintenance off`,
  'contact_message.read': msg`Read a contact message`,
  'contact_message.unread': msg`Marked a contact message unread`,
  'contact_message.reply': msg`Replied to a contact message`,
  'mail.retry': msg`Retried a failed e-mail`,
  'reservation.cancel': msg`Cancelled a reservation`,
  'claim.decide': msg`Decided a damage claim`,
  'review.hide': msg`Hid a review`,
  'review.unhide': msg`Showed a hidden review again`,
  'user.warn': msg`Warned a user`,
  'report.dismiss': msg`Dismissed a report`,
  'report.warn': msg`Resolved a report with a warning`,
  'report.unpublish': msg`Resolved a report by unpublishing`,
  'report.suspend': msg`Resolved a report by suspending`,
  'blog_post.create': msg`Wrote a blog post`,
  'blog_post.update': msg`Edited a blog post`,
  'blog_post.publish': msg`Published a blog post`,
  'blog_post.unpublish': msg`Unpublished a blog post`,
  'blog_post.delete': msg`Deleted a blog post`,
  'blog_post.cover': msg`Changed a blog cover`,
  'blog_post.cover_remove': msg`Removed a blog cover`,
  'faq.create': msg`Added a question`,
  'faq.update': msg`Edited a question`,
  'faq.delete': msg`Deleted a question`,
  'faq.move': msg`Reordered a question`,
  'category.create': msg`Added a category`,
  'category.update': msg`Edited a category`,
  'category.delete': msg`Deleted a category`,
  'category.move': msg`Reordered a category`,
  'rental_type.create': msg`Added a rental type`,
  'rental_type.update': msg`Edited a rental type`,
  'rental_type.delete': msg`Deleted a rental type`,
  'rental_type.move': msg`Reordered a rental type`,
  'policy.update': msg`Published a policy version`,
  'terms.update': msg`Published a terms version`,
  'shipping_option.create': msg`Added a shipping option`,
  'shipping_option.update': msg`Edited a shipping option`,
  'shipping_option.activate': msg`Activated a shipping option`,
  'shipping_option.deactivate': msg`Deactivated a shipping option`,
};

/** The kinds of target of the audit log, as its filter names them. */
export const SUBJECT_LABELS: Record<AuditSubjectType, MessageDescriptor> = {
  user: msg`Users`,
  listing: msg`Listings`,
  reservation: msg`Reservations`,
  seller_application: msg`Owner applications`,
  setting: msg`Settings`,
  contact_message: msg`Contact messages`,
  mail: msg`Outgoing mail`,
  review: msg`Reviews`,
  blog_post: msg`Blog posts`,
  faq: msg`FAQs`,
  category: msg`Categories`,
  rental_type: msg`Rental types`,
  policy: msg`Policies`,
  terms: msg`Terms`,
  shipping_option: msg`Shipping options`,
  report: msg`Reports`,
};

const SUBJECT_NOUNS: Record<string, MessageDescriptor> = {
  user: msg({ message: 'user', context: 'audit target' }),
  listing: msg({ message: 'listing', context: 'audit target' }),
  reservation: msg({ message: 'reservation', context: 'audit target' }),
  seller_application: msg({ message: 'owner application', context: 'audit target' }),
  setting: msg({ message: 'setting', context: 'audit target' }),
  contact_message: msg({ message: 'contact message', context: 'audit target' }),
  mail: msg({ message: 'e-mail', context: 'audit target' }),
  review: msg({ message: 'review', context: 'audit target' }),
  blog_post: msg({ message: 'blog post', context: 'audit target' }),
  faq: msg({ message: 'question', context: 'audit target' }),
  category: msg({ message: 'category', context: 'audit target' }),
  rental_type: msg({ message: 'rental type', context: 'audit target' }),
  policy: msg({ message: 'policy', context: 'audit target' }),
  terms: msg({ message: 'terms', context: 'audit target' }),
  shipping_option: msg({ message: 'shipping option', context: 'audit target' }),
};

/** An operator action in words ("Suspended a user"); an action not listed is shown as it is. */
export function actionLabel(action: string) {
  const label = ACTION_LABELS[action];
  return label ? i18n._(label) : action;
}

/** One target of an action, in running text ("user", "blog post"). */
export function subjectNoun(type: string) {
  const noun = SUBJECT_NOUNS[type];
  return noun ? i18n._(noun) : type;
}
