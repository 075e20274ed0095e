import { describe, expect, it } from 'vitest';
import {
  homeTourSteps,
  placementFor,
  presentSteps,
  renterTourSteps,
  sellerTourSteps,
} from './steps';

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

  it('mirrors the popovers on a right-to-left page', () => {
    const beside = { target: '#menu', side: 'right' as const };
    const below = { target: '#search', side: 'bottom' as const };
    expect(placementFor(beside, false)).toEqual({ side: 'right', align: 'start' });
    expect(placementFor(beside, true)).toEqual({ side: 'left', align: 'start' });
    expect(placementFor({ target: '#x', side: 'left' }, true)).toMatchObject({ side: 'right' });
    expect(placementFor(below, false)).toEqual({ side: 'bottom', align: 'start' });
    expect(placementFor(below, true)).toEqual({ side: 'bottom', align: 'end' });
    expect(placementFor({ side: undefined }, true)).toEqual({ side: undefined, align: 'center' });
  });

  it('reads the page’s direction when none is given', () => {
    document.documentElement.dir = 'rtl';
    try {
      expect(placementFor({ target: '#menu', side: 'right' })).toMatchObject({ side: 'left' });
    } finally {
      document.documentElement.dir = '';
    }
  });
});
