/** A run of a message: plain text, or a link the reader may follow. */
export type MessagePart =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// Candidates start with a scheme or "www."; anything else (javascript:, data:, mailto:) stays text.
const CANDIDATE = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
// Punctuation that usually closes the sentence, not the address ("see https://x.test/a.").
const TRAILING = /[.,;:!?'"»)\]}]+$/;

/** The address a link opens, or null when it is not a plain http(s) address. */
export function safeHref(candidate: string): string | null {
  const withScheme = /^www\./i.test(candidate) ? `https://${candidate}` : candidate;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname) return null;
  return url.href;
}

/** Keeps a closing bracket that belongs to the address ("https://x.test/wiki/A_(b)"). */
function trimTrailing(candidate: string): string {
  let end = candidate.replace(TRAILING, '');
  const opened = (end.match(/\(/g) ?? []).length;
  const closed = (end.match(/\)/g) ?? []).length;
  if (opened > closed && candidate.slice(end.length).startsWith(')')) end += ')';
  return end;
}

/**
 * Splits a message into text and links. Only http and https addresses become links; the
 * parts are rendered as React text, so nothing the sender typed is ever read as HTML.
 */
export function linkify(message: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  const pushText = (text: string) => {
    if (!text) return;
    const previous = parts[parts.length - 1];
    if (previous?.kind === 'text') previous.text += text;
    else parts.push({ kind: 'text', text });
  };
  for (const match of message.matchAll(CANDIDATE)) {
    const start = match.index;
    // "xhttps://…" or "javascript:https://…" is not the start of an address.
    if (start > 0 && /[\w:/]/.test(message[start - 1]!)) continue;
    const text = trimTrailing(match[0]);
    const href = safeHref(text);
    if (!href) continue;
    pushText(message.slice(last, start));
    parts.push({ kind: 'link', text, href });
    last = start + text.length;
  }
  pushText(message.slice(last));
  return parts;
}
