import { render, screen } from '@/testing/render';
import { describe, expect, it } from 'vitest';
import { frequency, listingDetail } from '@/testing/listing-fixtures';
import { BookingRulesNote } from './booking-rules-note';

describe('the booking box says the owner’s rules', () => {
  it('says each rule in the listing’s unit, and instant booking', () => {
    render(
      <BookingRulesNote
        listing={listingDetail({
          min_units: 2,
          max_units: 14,
          notice_hours: 24,
          booking_window_days: 60,
          preparation_hours: 24,
          instant_booking: true,
        })}
      />,
    );
    const note = screen.getByTestId('booking-rules');
    expect(note.textContent).toContain('Instant booking: your request is approved at once.');
    expect([...note.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Minimum: 2 days',
      'Maximum: 14 days',
      'Book at least 1 day ahead.',
      'This listing can be booked up to 60 days ahead.',
      'Between rentals: 1 day',
    ]);
  });

  it('counts an hourly listing’s rules in hours', () => {
    render(
      <BookingRulesNote
        listing={listingDetail({
          frequencies: [frequency({ frequency: 'Hourly', price: 8, price_cents: 800 })],
          min_units: 3,
          notice_hours: 5,
          preparation_hours: 2,
        })}
      />,
    );
    expect([...screen.getAllByRole('listitem')].map((li) => li.textContent)).toEqual([
      'Minimum: 3 hours',
      'Book at least 5 hours ahead.',
      'Between rentals: 2 hours',
    ]);
  });

  it('says nothing for a listing without rules', () => {
    render(<BookingRulesNote listing={listingDetail()} />);
    expect(screen.queryByTestId('booking-rules')).toBeNull();
  });
});
