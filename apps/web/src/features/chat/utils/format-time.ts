import { dateTimeFormat, formatRelative, pageIntlLocale } from '@/lib/i18n';

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() &&
  a.getMonth() === b.getMonth() &&
  a.getDate() === b.getDate();

// Formats in the page's language, made once each by dateTimeFormat.
const timeFormat = () => dateTimeFormat({ hour: 'numeric', minute: '2-digit' });
const dayFormat = () => dateTimeFormat({ month: 'short', day: 'numeric' });
const fullFormat = () => dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });
const weekdayFormat = () => dateTimeFormat({ weekday: 'long', month: 'short', day: 'numeric' });
const yearFormat = () => dateTimeFormat({ month: 'short', day: 'numeric', year: 'numeric' });

/** The list's time: the hour today, the date before. */
export function listTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return sameDay(date, now) ? timeFormat().format(date) : dayFormat().format(date);
}

/** Under a message: the hour (the day is on the separator above its day's messages). */
export function messageTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : timeFormat().format(date);
}

/** A message's full date and time, for its tooltip. */
export function fullTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : fullFormat().format(date);
}

/** The local calendar day of a timestamp, to group messages by (`YYYY-M-D`). */
export function dayKey(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}

/** "today" → "Today": a separator starts with a capital where the language has them. */
const capitalised = (text: string) =>
  text.charAt(0).toLocaleUpperCase(pageIntlLocale()) + text.slice(1);

/**
 * The separator above a day's messages, in the page's language: Today, Yesterday, "Monday,
 * Nov 23", or with the year when it is not this one.
 */
export function dayLabel(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (sameDay(date, now)) return capitalised(formatRelative(0, 'day'));
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (sameDay(date, yesterday)) return capitalised(formatRelative(-1, 'day'));
  const label =
    date.getFullYear() === now.getFullYear()
      ? weekdayFormat().format(date)
      : yearFormat().format(date);
  return capitalised(label);
}
