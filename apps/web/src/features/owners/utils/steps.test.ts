import { describe, expect, it } from 'vitest';
import { publishChecklist, stepRequirementsMet, wizardProgress } from './steps';
import { draftListing } from './test-listing';

const located = {
  address: {
    latitude: 30,
    longitude: -97,
    city: 'Austin',
    state: 'TX',
    country: 'US',
    formatted_address: 'Austin, TX, USA',
    place_id: null,
    postal_code: null,
  },
  fulfilment: ['pickup'],
};

describe('stepRequirementsMet', () => {
  it('checks the basics', () => {
    expect(stepRequirementsMet('basics', draftListing())).toBe(true);
    expect(stepRequirementsMet('basics', draftListing({ category: null }))).toBe(false);
    expect(stepRequirementsMet('basics', draftListing({ name: 'ab' }))).toBe(false);
  });

  it('needs a position, a hand-over and a radius for delivery', () => {
    expect(stepRequirementsMet('location', draftListing())).toBe(false);
    expect(stepRequirementsMet('location', draftListing(located))).toBe(true);
    expect(
      stepRequirementsMet('location', draftListing({ ...located, fulfilment: ['delivery'] })),
    ).toBe(false);
    expect(
      stepRequirementsMet(
        'location',
        draftListing({ ...located, fulfilment: ['delivery'], delivery_radius_km: 10 }),
      ),
    ).toBe(true);
  });

  it('needs shipping options only when shipping', () => {
    expect(stepRequirementsMet('fulfilment', draftListing(located))).toBeNull();
    expect(stepRequirementsMet('fulfilment', draftListing({ fulfilment: ['shipping'] }))).toBe(
      false,
    );
    expect(
      stepRequirementsMet(
        'fulfilment',
        draftListing({
          fulfilment: ['shipping'],
          shipping_options: [{ id: 1, name: 'UPS', price_cents: 900 }],
        }),
      ),
    ).toBe(true);
  });

  it('needs a policy and the accepted terms', () => {
    const policy = { id: 1, name: 'Flexible', description: '' };
    expect(stepRequirementsMet('policies', draftListing({ policy }))).toBe(false);
    expect(stepRequirementsMet('policies', draftListing({ terms_accepted: true }))).toBe(false);
    expect(stepRequirementsMet('policies', draftListing({ policy, terms_accepted: true }))).toBe(
      true,
    );
  });
});

describe('wizardProgress', () => {
  it('a new draft: basics done, location next, the rest locked', () => {
    const steps = wizardProgress(draftListing());
    expect(steps.map((s) => [s.key, s.complete, s.reachable])).toEqual([
      ['basics', true, true],
      ['location', false, true],
      ['photos', false, false],
      ['pricing', false, false],
      ['availability', false, false],
      ['details', false, false],
      ['fulfilment', false, false],
      ['policies', false, false],
      ['preview', false, false],
    ]);
  });

  it('optional steps tick once the owner got past them', () => {
    const steps = wizardProgress(draftListing(located), { furthest: 5 });
    expect(steps.find((s) => s.key === 'availability')!.complete).toBe(true);
    expect(steps.find((s) => s.key === 'photos')!.complete).toBe(false);
    expect(steps.find((s) => s.key === 'photos')!.reachable).toBe(true);
    expect(steps.find((s) => s.key === 'fulfilment')!.reachable).toBe(true);
    expect(steps.find((s) => s.key === 'policies')!.reachable).toBe(false);
  });

  it('data that is there counts as progress', () => {
    const steps = wizardProgress(
      draftListing({
        frequencies: [{ id: 1, type: 'rent', frequency: 'Daily', price: 5, price_cents: 500 }],
      }),
    );
    expect(steps.find((s) => s.key === 'pricing')!.complete).toBe(true);
    expect(steps.find((s) => s.key === 'availability')!.reachable).toBe(true);
  });

  it('ticks Policies from the server’s terms_accepted, not from this browser', () => {
    const policy = { id: 1, name: 'Flexible', description: '' };
    const policies = (overrides: Parameters<typeof draftListing>[0]) =>
      wizardProgress(draftListing({ ...located, policy, ...overrides }), { furthest: 7 }).find(
        (s) => s.key === 'policies',
      )!;
    expect(policies({ terms_accepted: false }).complete).toBe(false);
    expect(policies({ terms_accepted: true }).complete).toBe(true);
  });

  it('a published listing has every step open', () => {
    const steps = wizardProgress(draftListing({ status: 'Published' }));
    expect(steps.every((s) => s.reachable)).toBe(true);
    expect(steps.at(-1)!.complete).toBe(true);
  });
});

describe('publishChecklist', () => {
  it('orders problems by step, account problems last, with their targets', () => {
    const list = publishChecklist({
      payouts: ['Connect your payout account first.'],
      accept_terms: ['Accept the listing terms.'],
      images: ['Add at least one photo.'],
      name: ['Give the listing a name.'],
      seller: ['Apply as an owner first.'],
    });
    expect(list.map((p) => p.field)).toEqual([
      'name',
      'images',
      'accept_terms',
      'seller',
      'payouts',
    ]);
    expect(list[1]!.target).toEqual({ kind: 'step', step: 'photos' });
    expect(list[4]!.target).toEqual({ kind: 'page', page: 'payouts' });
    expect(publishChecklist(undefined)).toEqual([]);
  });
});
