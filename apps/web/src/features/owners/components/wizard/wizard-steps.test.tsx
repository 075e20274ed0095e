import type { ReactNode } from 'react';
import type { ListingDetail, ListingResponse, Policy, Terms } from '@ownless/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@/testing/render';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { answer, answerWith, sentRequests } from '@/testing/api';
import { draftListing } from '../../utils/test-listing';
import { DetailsStep } from './details-step';
import { PoliciesStep } from './policies-step';
import { WizardContext } from './wizard-context';

const POLICIES = [
  { id: 1, name: 'Flexible', description: 'Full refund up to a day before.' },
  { id: 2, name: 'Strict', description: 'Half refund up to a week before.' },
];
const UPDATED_AT = '2026-01-01T00:00:00.000Z';

/** Answers the reference lists; PATCH /listing/:id echoes the listing with the body applied. */
function answerApi(listing: ListingDetail) {
  answer<Policy[]>(
    'get',
    '/policies',
    POLICIES.map((policy) => ({
      ...policy,
      slug: policy.name.toLowerCase(),
      updated_at: UPDATED_AT,
    })),
  );
  answer<Terms[]>('get', '/terms-and-conditions', [
    {
      id: 1,
      category: 'listing',
      title: 'Listing terms',
      content: 'Be nice.',
      updated_at: UPDATED_AT,
    },
  ]);
  answerWith('patch', '/listing/:id', ({ request }): ListingResponse => ({
    listing: { ...listing, ...(request.body as Partial<ListingDetail>) },
    message: 'Saved.',
  }));
}

function renderStep(step: ReactNode, listing: ListingDetail) {
  const onSaved = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <WizardContext.Provider
            value={{ mode: 'wizard', step: 'details', listing, backTo: null, onSaved }}
          >
            {step}
          </WizardContext.Provider>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { onSaved };
}

const patchBodies = () => sentRequests('patch').map((request) => request.body);

describe('Details step: condition', () => {
  it('can be cleared again, and saves as no condition', async () => {
    const listing = draftListing({ condition: 'Good' });
    answerApi(listing);
    const { onSaved } = renderStep(<DetailsStep />, listing);

    expect((screen.getByRole('radio', { name: /Good/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Clear the condition' }));

    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.some((radio) => radio.checked)).toBe(false);
    // The button is gone; the focus waits on the first choice and the change is announced.
    expect(screen.queryByRole('button', { name: 'Clear the condition' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(radios[0]));
    expect(screen.getByRole('status').textContent).toBe('Condition cleared.');

    fireEvent.click(screen.getByRole('button', { name: /Save and continue/ }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(patchBodies()[0]).toMatchObject({ condition: null });
  });

  it('offers no Clear button while nothing is chosen', () => {
    const listing = draftListing({ condition: null });
    answerApi(listing);
    renderStep(<DetailsStep />, listing);
    expect(screen.queryByRole('button', { name: 'Clear the condition' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Like new/ }));
    expect(screen.getByRole('button', { name: 'Clear the condition' })).toBeTruthy();
  });
});

describe('Policies step: listing terms', () => {
  const policy = POLICIES[0]!;

  it('shows the terms as accepted when the server says so, in any browser', async () => {
    const listing = draftListing({ policy, terms_accepted: true });
    answerApi(listing);
    const { onSaved } = renderStep(<PoliciesStep />, listing);
    const accept = screen.getByLabelText(/I accept the listing terms/) as HTMLInputElement;
    expect(accept.checked).toBe(true);
    expect(localStorage.length).toBe(0);

    // Nothing changed: continuing does not save again.
    await screen.findByRole('radio', { name: /Flexible/ });
    fireEvent.click(screen.getByRole('button', { name: /Save and continue/ }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(patchBodies()).toEqual([]);
  });

  it('asks for the terms on a draft that has not accepted them, then sends the acceptance', async () => {
    const listing = draftListing({ policy, terms_accepted: false });
    answerApi(listing);
    const { onSaved } = renderStep(<PoliciesStep />, listing);
    await screen.findByRole('radio', { name: /Flexible/ });
    const accept = screen.getByLabelText(/I accept the listing terms/) as HTMLInputElement;
    expect(accept.checked).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: /Save and continue/ }));
    expect(await screen.findByText('Please accept the listing terms.')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();

    fireEvent.click(accept);
    fireEvent.click(screen.getByRole('button', { name: /Save and continue/ }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(patchBodies()).toEqual([{ policy_id: 1, accept_terms: true }]);
    expect(localStorage.getItem('ownless-listing-wizard')).toBeNull();
  });
});
