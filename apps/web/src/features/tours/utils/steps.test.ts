import { describe, expect, it } from 'vitest';
import { homeTourSteps, presentSteps, renterTourSteps, sellerTourSteps } from './steps';

describe('tour steps', () => {
  it('drops the steps whose target is missing', () => {
    const present = new Set(['[data-tour="home-search"]', '[data-tour="home-dashboard"]']);
    const steps = presentSteps(homeTourSteps(), (selector) => present.has(selector));
    expect(steps.map((s) => s.id)).toEqual(['search', 'dashboard']);
  });

  it('keeps a step without a target (the seller welcome) and greets by full name', () => {
    const steps = presentSteps(sellerTourSteps({ fullName: 'Maya Brooks' }), () => false);
    expect(steps).toHaveLength(1);
    expect(steps[0]!.title).toBe('Welcome, Maya Brooks!');
  });

  it('places "Be an Owner" on top with offset -300, the other renter steps on the right', () => {
    const steps = renterTourSteps();
    expect(steps.map((s) => s.title)).toEqual([
      'Reservation Requests',
      'Account Profile',
      'Owner information',
      'Be an Owner',
    ]);
    expect(steps.at(-1)).toMatchObject({ side: 'top', offset: -300 });
    expect(steps.slice(0, -1).every((s) => s.side === 'right')).toBe(true);
  });
});
