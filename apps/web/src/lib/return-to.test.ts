import { afterEach, describe, expect, it } from 'vitest';
import { isSafeReturnPath, rememberReturnTo, signInPathFor, takeReturnTo } from './return-to';

describe('coming back after signing in', () => {
  afterEach(() => sessionStorage.clear());

  it('remembers a page of this site once', () => {
    rememberReturnTo('/listing-detail/4?x=1');
    expect(takeReturnTo()).toBe('/listing-detail/4?x=1');
    expect(takeReturnTo()).toBeNull();
  });

  it('never sends anyone to another site, and forgets after 30 minutes', () => {
    expect(isSafeReturnPath('//evil.example')).toBe(false);
    expect(isSafeReturnPath('https://evil.example')).toBe(false);
    rememberReturnTo('//evil.example');
    expect(takeReturnTo()).toBeNull();
    rememberReturnTo('/grid');
    expect(takeReturnTo(Date.now() + 31 * 60_000)).toBeNull();
  });

  it('puts the page in the sign-in link', () => {
    expect(signInPathFor('/listing-detail/4')).toBe('/auth-login?next=%2Flisting-detail%2F4');
  });
});
