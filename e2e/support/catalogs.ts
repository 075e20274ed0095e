import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

/** The web app's message catalogs, as the translators keep them (apps/web/src/locales). */
const LOCALES_DIR = fileURLToPath(new URL('../../apps/web/src/locales', import.meta.url));

/** msgid → msgstr of every .po file of one language (all areas). */
function readCatalog(locale: string): Map<string, string> {
  const messages = new Map<string, string>();
  for (const file of fs.readdirSync(path.join(LOCALES_DIR, locale))) {
    if (!file.endsWith('.po')) continue;
    const text = fs.readFileSync(path.join(LOCALES_DIR, locale, file), 'utf8');
    let field: 'msgid' | 'msgstr' | null = null;
    let id = '';
    let str = '';
    const flush = () => {
      if (id) messages.set(id, str);
      id = '';
      str = '';
    };
    for (const line of text.split('\n')) {
      if (line.startsWith('#~')) continue; // an obsolete message
      const start = /^(msgid|msgstr) "(.*)"$/.exec(line);
      if (start) {
        if (start[1] === 'msgid') flush();
        field = start[1] as 'msgid' | 'msgstr';
        if (field === 'msgid') id = unescape(start[2]!);
        else str = unescape(start[2]!);
        continue;
      }
      const more = /^"(.*)"$/.exec(line);
      if (more && field === 'msgid') id += unescape(more[1]!);
      else if (more && field === 'msgstr') str += unescape(more[1]!);
    }
    flush();
  }
  return messages;
}

function unescape(text: string): string {
  return text.replace(/\\(["\\n])/g, (_m, c: string) => (c === 'n' ? '\n' : c));
}

/**
 * The English texts a page in `locale` must not show: every message of the English catalog
 * whose translation differs from it, as a whole-text pattern (a placeholder matches any text).
 * Plurals and messages with markup are left out: their pieces are checked where they are
 * plain messages of their own.
 */
export function untranslatedPatterns(locale: string): string[] {
  const translated = readCatalog(locale);
  const patterns: string[] = [];
  for (const [id, str] of translated) {
    if (!/[A-Za-z]{2}/.test(id) || str.trim() === id.trim()) continue;
    if (/<\d+>|\{\w+, (plural|select|selectordinal),/.test(id)) continue;
    const literal = id
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+?');
    // A bare placeholder-led message ("{name}") or a single short word would match data.
    if (literal.replace(/\.\+\?/g, '').trim().length < 3) continue;
    patterns.push(`^${literal}$`);
  }
  return patterns;
}

/**
 * The English interface texts on the page now: visible text nodes and the accessible texts
 * (aria-label, title, placeholder, alt) that match a message the language translates.
 */
export async function englishLeftOn(page: Page, patterns: string[]): Promise<string[]> {
  return page.evaluate((sources) => {
    const regexes = sources.map((source) => new RegExp(source, 's'));
    const found = new Set<string>();
    const check = (text: string | null | undefined) => {
      const value = (text ?? '').replace(/\s+/g, ' ').trim();
      if (value && regexes.some((regex) => regex.test(value))) found.add(value);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script,style,template,[hidden],[aria-hidden="true"]'))
        continue;
      if (!parent.checkVisibility()) continue;
      check(node.textContent);
    }
    for (const element of document.body.querySelectorAll(
      '[aria-label],[title],[placeholder],[alt]',
    )) {
      if (element.closest('template')) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt'])
        check(element.getAttribute(name));
    }
    return [...found];
  }, patterns);
}
