import type { OrderByFn } from '@lingui/conf';

/**
 * Catalog order of every Lingui config (apps/web and apps/server): by English text, the
 * message's own or else its id (server and shared messages use their English text as id); then
 * by context. Plain 'message' order would leave messages without a `message` in extraction
 * order, which changes from run to run. Both configs write the shared contracts' catalog
 * (src/locales), so both must order it the same way: this one function.
 */
const english = new Intl.Collator('en-US');

export const byEnglishText: OrderByFn = (a, b) =>
  english.compare(a.entry.message || a.messageId, b.entry.message || b.messageId) ||
  english.compare(a.entry.context || '', b.entry.context || '') ||
  english.compare(a.messageId, b.messageId);
