import { dateTimeFormat } from '@/lib/i18n';

/** "March 4, 2026", "4 de marzo de 2026": in the page's language. */
export function formatPostDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat({ month: 'long', day: 'numeric', year: 'numeric' }).format(date);
}

/** Rough reading time at 220 words a minute. */
export function readingMinutes(text: string): number {
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 220));
}
