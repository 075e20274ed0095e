import crypto from 'node:crypto';

/** A slug from a title or name: ASCII letters and digits joined by hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** The slug the operator gave, else one from `from`, else `fallback` with a random tail. */
export const slugOf = (given: string | undefined, from: string, fallback: string) =>
  given || slugify(from) || `${fallback}-${crypto.randomBytes(3).toString('hex')}`;
