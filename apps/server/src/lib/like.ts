/**
 * A LIKE/ILIKE pattern that finds `text` anywhere, its `%`, `_` and `\` taken literally
 * (PostgreSQL's default escape character is the backslash).
 */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
