import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
// Catalog order, shared with the other config (both write the shared contracts' catalog).
import { byEnglishText } from '../../packages/shared/lingui-order';

/**
 * The server's messages (Lingui): API errors, field messages, e-mails and the pages' HTML
 * head. English is the source language; each message is written in English in the code and
 * translated in its area's catalog (`src/locales/<language>/<area>.po`). The field messages
 * of the shared contracts live with them (packages/shared/src/locales), and the web app
 * reads the same catalog. How to write a message: src/i18n/README.md.
 *
 * `npm run i18n:extract` updates the catalogs after a change; `npm run lint` fails when a
 * catalog is out of date or a translation is missing.
 */
const MAIL_FILES = [
  '<rootDir>/src/modules/mail',
  '<rootDir>/src/modules/reservations/reservation-mail.ts',
  '<rootDir>/src/modules/reservations/deposit-mail.ts',
];
const SEO_FILES = ['<rootDir>/src/modules/seo'];

const area = (name: string, include: string[], exclude: string[] = []) => ({
  path: `<rootDir>/src/locales/{locale}/${name}`,
  include,
  exclude: ['**/*.test.*', ...exclude],
});

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'ar'],
  fallbackLocales: { default: 'en' },
  orderBy: byEnglishText,
  // Where a message comes from, by file but not line: a catalog changes when its messages do,
  // not when code moves.
  format: formatter({ lineNumbers: false }),
  catalogs: [
    area('server', ['<rootDir>/src'], [...MAIL_FILES, ...SEO_FILES]),
    area('mail', MAIL_FILES),
    area('seo', SEO_FILES),
    {
      path: '<rootDir>/../../packages/shared/src/locales/{locale}/shared',
      include: ['<rootDir>/../../packages/shared/src'],
      exclude: ['**/*.test.*'],
    },
  ],
});
