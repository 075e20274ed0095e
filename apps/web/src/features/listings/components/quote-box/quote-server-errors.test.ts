import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { quoteServerErrors } from './quote-server-errors';

const error = new ApiError(422, 'Check the fields', {
  start_at: ['Too soon.'],
  shipping_option_id: ['Pick one.'],
  listing_id: ['Gone.'],
  note: ['Too long.'],
});

describe('quoteServerErrors', () => {
  it('puts the server’s field errors under the box’s fields and keeps the rest', () => {
    expect(quoteServerErrors(error, false)).toEqual({
      fields: { startDate: 'Too soon.', shippingOptionId: 'Pick one.' },
      rest: ['Gone.', 'Too long.'],
    });
  });

  it('puts the start’s error under the time when booking by the hour', () => {
    expect(quoteServerErrors(error, true).fields).toEqual({
      startTime: 'Too soon.',
      shippingOptionId: 'Pick one.',
    });
  });

  it('has nothing to place for a failure without field errors', () => {
    expect(quoteServerErrors(new ApiError(503, 'Not now'), false)).toEqual({
      fields: {},
      rest: [],
    });
  });
});
