import { render } from '@/testing/render';
import { describe, expect, it } from 'vitest';
import { linkify } from '../utils/linkify';
import { MessageText } from './message-text';

describe('linkify', () => {
  it('turns http and https addresses into links and leaves the rest as text', () => {
    expect(linkify('See https://ownless.test/a?b=1. Or www.example.com!')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://ownless.test/a?b=1', href: 'https://ownless.test/a?b=1' },
      { kind: 'text', text: '. Or ' },
      { kind: 'link', text: 'www.example.com', href: 'https://www.example.com/' },
      { kind: 'text', text: '!' },
    ]);
  });

  it('keeps a bracket that belongs to the address and drops one that closes the sentence', () => {
    const parts = linkify('(see http://x.test/wiki/A_(b)) and (http://y.test)');
    expect(parts.filter((part) => part.kind === 'link').map((part) => part.text)).toEqual([
      'http://x.test/wiki/A_(b)',
      'http://y.test',
    ]);
  });

  it('never makes a link of other schemes', () => {
    for (const text of [
      'javascript:alert(1)',
      'javascript:https://x.test',
      'data:text/html,<script>alert(1)</script>',
      'mailto:a@b.test',
      'xhttps://x.test',
    ]) {
      expect(linkify(text).every((part) => part.kind === 'text')).toBe(true);
    }
  });
});

describe('MessageText', () => {
  it('renders links that open in a new tab without opener or referrer', () => {
    const { container } = render(<MessageText message="Photos: https://ownless.test/p" />);
    const link = container.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://ownless.test/p');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });

  it('shows markup and javascript: addresses as plain text', () => {
    const message = '<img src=x onerror=alert(1)> <a href="javascript:alert(1)">click</a>';
    const { container } = render(<MessageText message={message} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toBe(message);
  });

  it('reads in the direction of its own text', () => {
    const { container } = render(<MessageText message="مرحبا" />);
    expect(container.querySelector('p')?.getAttribute('dir')).toBe('auto');
  });
});
