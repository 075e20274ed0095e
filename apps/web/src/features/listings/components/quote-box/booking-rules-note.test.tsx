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
      '2-day minimum',
      '14-day maximum',
      'Book at least 1 day ahead.',
      'This listing can be booked up to 60 days ahead.',
      '1 day between rentals',
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
      '3-hour minimum',
      'Book at least 5 hours ahead.',
      '2 hours between rentals',
    ]);
  });

  it('says nothing for a listing without rules', () => {
    render(<BookingRulesNote listing={listingDetail()} />);
    expect(screen.queryByTestId('booking-rules')).toBeNull();
  });
});
