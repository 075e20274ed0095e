import { render, screen, within } from '@/testing/render';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { wizardProgress } from '../../utils/steps';
import { draftListing } from '../../utils/test-listing';
import { StepIndicator } from './step-indicator';

describe('StepIndicator', () => {
  it('marks the current step and links only to reachable ones', () => {
    const listing = draftListing();
    render(
      <MemoryRouter>
        <StepIndicator listingId={listing.id} current="location" steps={wizardProgress(listing)} />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Add listing steps' });
    const current = nav.querySelector('[aria-current="step"]');
    expect(current?.textContent).toContain('Location');
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('/admin/add-listing/7/step-1');
    expect(links[0]!.textContent).toContain('(done)');
    expect(screen.getByText(/Step 2 of 9/)).toBeTruthy();
  });

  it('has no links before the draft exists', () => {
    render(
      <MemoryRouter>
        <StepIndicator listingId={null} current="basics" steps={[]} />
      </MemoryRouter>,
    );
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
