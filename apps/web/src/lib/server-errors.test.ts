import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { splitServerErrors } from './server-errors';

describe('splitServerErrors', () => {
  it('joins the messages of the named fields and keeps the rest apart', () => {
    const error = new ApiError(422, 'Invalid', {
      email: ['Taken.', 'Too long.'],
      plan: ['Unknown plan.'],
      name: [],
    });
    expect(splitServerErrors(error, ['name', 'email'])).toEqual({
      matched: { email: 'Taken. Too long.' },
      unmatched: { plan: ['Unknown plan.'] },
    });
  });

  it('gives nothing for other errors', () => {
    const empty = { matched: {}, unmatched: {} };
    expect(splitServerErrors(new Error('boom'), ['email'])).toEqual(empty);
    expect(splitServerErrors(new ApiError(0, 'Offline'), ['email'])).toEqual(empty);
  });
});
