import { HOME_PER_PAGE as SHARED_HOME_PER_PAGE } from '@ownless/shared';
import { describe, expect, it } from 'vitest';
import { HOME_PER_PAGE } from './app';

describe('app config', () => {
  it('uses the same page size as @ownless/shared', () => {
    expect(HOME_PER_PAGE).toBe(SHARED_HOME_PER_PAGE);
  });
});
