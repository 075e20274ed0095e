import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('splits text around links and leaves trailing punctuation out', () => {
    expect(linkify('Open http://x.test/a?b=1. Thanks')).toEqual([
      { type: 'text', value: 'Open ' },
      { type: 'link', value: 'http://x.test/a?b=1' },
      { type: 'text', value: '. Thanks' },
    ]);
  });

  it('returns plain text untouched', () => {
    expect(linkify('No links here')).toEqual([{ type: 'text', value: 'No links here' }]);
  });
});
