import type { ReportAction, ReportKind } from '@ownless/shared';
import type { Message } from '../../i18n';
import { compose } from './mail.templates';

/** The reported thing, in a sentence of its own (one message per kind). */
function reportedThing(kind: ReportKind, label: string): Message {
  if (kind === 'listing')
    return /*i18n*/ {
      id: 'Thank you for reporting the listing “{listing}”.',
      values: { listing: label },
    };
  if (kind === 'user')
    return /*i18n*/ {
      id: 'Thank you for reporting the profile of {name}.',
      values: { name: label },
    };
  return /*i18n*/ 'Thank you for reporting a message in your conversations.';
}

const OUTCOMES: Record<ReportAction, Message> = {
  dismiss:
    /*i18n*/ 'Our support team looked into it and found nothing against our rules this time, so no action was taken.',
  warn: /*i18n*/ 'Our support team looked into it and warned the person responsible.',
  unpublish: /*i18n*/ 'Our support team looked into it and took the listing out of search.',
  suspend: /*i18n*/ 'Our support team looked into it and suspended the account responsible.',
};

/** What a warning is about (one message per kind). */
function warnedAbout(kind: ReportKind, label: string): Message {
  if (kind === 'listing')
    return /*i18n*/ {
      id: 'Our support team looked into a report about your listing “{listing}” and is sending you a warning.',
      values: { listing: label },
    };
  if (kind === 'user')
    return /*i18n*/ 'Our support team looked into a report about your account and is sending you a warning.';
  return /*i18n*/ 'Our support team looked into a report about a message you sent and is sending you a warning.';
}

/** The e-mails of reports to the operators (decision 0026). */
export const reportMailTemplates = {
  /** The person a report was about, warned with the operator's note. */
  reportWarning: (to: string, name: string, kind: ReportKind, label: string, note: string) =>
    compose('notice', to, name, (say) => ({
      subject: say(/*i18n*/ 'A warning from OwnLess support'),
      paragraphs: [
        say(warnedAbout(kind, label)),
        say(/*i18n*/ { id: 'Note: {note}', values: { note } }),
        say(
          /*i18n*/ 'Please keep to the OwnLess rules: another report like this one may lead to your listing being unpublished or your account being suspended.',
        ),
        say(/*i18n*/ 'If you think this is a mistake, reply to this e-mail.'),
      ],
    })),

  /** The reporter, told what became of the report. */
  reportOutcome: (
    to: string,
    name: string,
    kind: ReportKind,
    label: string,
    outcome: ReportAction,
  ) =>
    compose('notice', to, name, (say) => ({
      subject: say(/*i18n*/ 'We looked into your report'),
      paragraphs: [
        say(reportedThing(kind, label)),
        say(OUTCOMES[outcome]),
        say(/*i18n*/ 'Reports stay confidential: the person you reported is not told who you are.'),
      ],
    })),
};
