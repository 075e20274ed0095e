import { describe, expect, it } from 'vitest';
import { showsConditionReports } from './checklist';

describe('showsConditionReports', () => {
  it('shows the section on rentals from payment on, never on sales or before payment', () => {
    for (const status of ['paid', 'shipped', 'ongoing', 'returned', 'completed'])
      expect(showsConditionReports({ type: 'rent', status }), status).toBe(true);
    for (const status of ['pending', 'approved', 'rejected', 'expired', 'cancelled'])
      expect(showsConditionReports({ type: 'rent', status }), status).toBe(false);
    expect(showsConditionReports({ type: 'sale', status: 'paid' })).toBe(false);
  });
});
