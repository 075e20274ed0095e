import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { topLevelErrors } from './use-step-save';

describe('topLevelErrors', () => {
  it('folds nested field paths onto the step’s fields', () => {
    const folded = topLevelErrors(
      new ApiError(400, 'Please correct the highlighted fields.', {
        'location.latitude': ['Choose an address from the list.'],
        'frequencies.0.price': ['The price must be at least 1.'],
        'frequencies.1.price': ['Too high.'],
        name: ['Too short.'],
      }),
    ) as ApiError;
    expect(folded.errors).toEqual({
      location: ['Choose an address from the list.'],
      frequencies: ['The price must be at least 1.', 'Too high.'],
      name: ['Too short.'],
    });
    expect(folded.status).toBe(400);
  });

  it('leaves other errors alone', () => {
    const error = new Error('x');
    expect(topLevelErrors(error)).toBe(error);
  });
});
