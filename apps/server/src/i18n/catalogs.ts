import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Messages } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LOCALE, type Locale } from '@ownless/shared';
import { serverRoot } from '../paths';

/**
 * The folders holding the catalogs (`<folder>/<language>/<area>.po`): the server's and the
 * shared contracts' beside their sources, or `dist/locales` (both copied there by
 * scripts/build.mjs) when the server runs compiled.
 */
export function catalogFolders(): string[] {
  const compiled = !fileURLToPath(import.meta.url).endsWith('.ts');
  if (compiled) return [path.join(serverRoot, 'dist', 'locales')];
  return [
    path.join(serverRoot, 'src', 'locales'),
    path.join(serverRoot, '..', '..', 'packages', 'shared', 'src', 'locales'),
  ];
}

const po = formatter({ lineNumbers: false });

async function readLanguage(locale: Locale, folders: string[]) {
  const texts: Record<string, string> = {};
  for (const folder of folders) {
    const dir = path.join(folder, locale);
    if (!fs.existsSync(dir)) continue;
    for (const file of fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.po'))
      .sort()) {
      const catalog = await po.parse(fs.readFileSync(path.join(dir, file), 'utf8'), {
        locale,
        sourceLocale: DEFAULT_LOCALE,
        filename: file,
      });
      for (const [id, entry] of Object.entries(catalog)) {
        const text = entry.translation || (locale === DEFAULT_LOCALE ? entry.message : '');
        if (text) texts[id] = text;
      }
    }
  }
  return texts;
}

/**
 * Every language's messages, compiled: each language's own translations over the English
 * ones, so a message not translated yet reads in English rather than as its id.
 */
export async function loadMessages(
  locales: readonly Locale[],
  folders = catalogFolders(),
): Promise<Record<Locale, Messages>> {
  const english = await readLanguage(DEFAULT_LOCALE, folders);
  const result = {} as Record<Locale, Messages>;
  for (const locale of locales) {
    const own = locale === DEFAULT_LOCALE ? english : await readLanguage(locale, folders);
    const texts = { ...english, ...own };
    result[locale] = Object.fromEntries(
      Object.entries(texts).map(([id, text]) => [id, compileMessage(text)]),
    );
  }
  return result;
}
