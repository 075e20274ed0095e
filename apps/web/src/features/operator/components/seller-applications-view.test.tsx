import { fireEvent, screen, waitFor, within } from '@/testing/render';
import { describe, expect, it } from 'vitest';
import { answerWith, jsonAnswer, sentRequests } from '@/testing/api';
import { renderRoute } from '@/testing/render-route';
import { demoUser } from '@/testing/user-fixtures';
import type { OperatorApplication } from '../api/seller-applications';
import { SellerApplicationsView } from './seller-applications-view';

function application(overrides: Partial<OperatorApplication> = {}): OperatorApplication {
  return {
    id: 5,
    legal_name: 'Maya Torres',
    business_name: 'Torres Tools',
    phone: '+1 415 555 0142',
    address_line: '500 Valencia St',
    city: 'San Francisco',
    state: 'CA',
    postal_code: '94110',
    date_of_birth: '1990-04-12',
    bio: 'I keep my tools in great shape.',
    status: 'Pending',
    decision_note: null,
    created_at: '2026-11-20T10:00:00.000Z',
    decided_at: null,
    user: { id: 21, email: 'maya@example.test', fullName: 'Maya Torres' },
    ...overrides,
  };
}

const maya = application();
const sam = application({
  id: 6,
  legal_name: 'Sam Lee',
  business_name: null,
  bio: null,
  user: { id: 22, email: 'sam@example.test', fullName: 'Sam Lee' },
});
const olive = application({
  id: 3,
  legal_name: 'Olive Owner',
  status: 'Approved',
  decided_at: '2026-11-19T09:00:00.000Z',
  user: { id: 19, email: 'olive@example.test', fullName: 'Olive Owner' },
});
const rex = application({
  id: 2,
  legal_name: 'Rex Rejected',
  status: 'Rejected',
  decision_note: 'The address could not be verified.',
  decided_at: '2026-11-18T09:00:00.000Z',
  user: { id: 18, email: 'rex@example.test', fullName: 'Rex Rejected' },
});

type Reply = { status?: number; body: unknown };

/**
 * A small fake of the operator API: lists filter a mutable set of applications by status,
 * decisions move them (or answer what `decide` says).
 */
function fakeApi({
  applications = [maya, sam, olive, rex],
  decide,
  list,
}: {
  applications?: OperatorApplication[];
  decide?: (id: number, action: string, body: unknown) => Reply | undefined;
  list?: (status: string) => Reply | undefined;
} = {}) {
  const rows = [...applications];
  const reply = (r: Reply) => jsonAnswer(r.body, r.status ?? 200);
  answerWith('get', '/admin/seller-applications', ({ request }) => {
    const status = new URL(request.url, 'http://localhost').searchParams.get('status') ?? '';
    const custom = list?.(status);
    if (custom) return reply(custom);
    return reply({ body: rows.filter((row) => row.status === status) });
  });
  for (const action of ['approve', 'reject'] as const) {
    answerWith('post', `/admin/seller-applications/:id/${action}`, ({ request, params }) => {
      const id = Number(params.id);
      const body = request.body as { note?: string } | undefined;
      const custom = decide?.(id, action, body);
      if (custom) return reply(custom);
      const index = rows.findIndex((row) => row.id === id);
      const decided = {
        ...rows[index]!,
        status: action === 'approve' ? 'Approved' : 'Rejected',
        decision_note: body?.note ?? null,
        decided_at: '2026-11-22T12:00:00.000Z',
      } as OperatorApplication;
      rows[index] = decided;
      const { user, ...view } = decided;
      return reply({
        body: {
          application: view,
          user: { ...demoUser, id: user.id, email: user.email },
          message: action === 'approve' ? 'Application approved.' : 'Application rejected.',
        },
      });
    });
  }
}

const renderView = (initialEntry = '/admin/operator/seller-applications') =>
  renderRoute('/admin/operator/seller-applications', <SellerApplicationsView />, initialEntry);

/** The requests sent so far: method, path with query and parsed body. */
const calls = () => sentRequests().map(({ method, url, body }) => ({ method, url, body }));

const cards = () => screen.queryAllByTestId('seller-application');
const names = () => cards().map((card) => within(card).getByRole('heading').textContent);

describe('SellerApplicationsView', () => {
  describe('status tabs', () => {
    it('opens on Pending, with the queue’s length on its tab', async () => {
      fakeApi();
      renderView();
      await waitFor(() => expect(names()).toEqual(['Maya Torres', 'Sam Lee']));
      const pending = screen.getByRole('tab', { name: /Pending/ });
      expect(pending.getAttribute('aria-selected')).toBe('true');
      expect(pending.textContent).toContain('(2 waiting)');
      expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(pending.id);
      expect(calls().map((c) => c.url)).toContain('/api/admin/seller-applications?status=Pending');
      // Pending applications can be decided; the buttons say whose.
      expect(
        screen.getByRole('button', { name: 'Approve the application of Maya Torres' }),
      ).toBeTruthy();
      expect(
        screen.getByRole('button', { name: 'Reject the application of Sam Lee' }),
      ).toBeTruthy();
    });

    it('filters by the chosen tab, keeps it in the URL and shows decided ones without actions', async () => {
      fakeApi();
      const router = renderView();
      await waitFor(() => expect(cards()).toHaveLength(2));

      fireEvent.click(screen.getByRole('tab', { name: 'Approved' }));
      await waitFor(() => expect(names()).toEqual(['Olive Owner']));
      expect(router.state.location.search).toBe('?status=Approved');
      expect(screen.getByRole('tab', { name: 'Approved' }).getAttribute('aria-selected')).toBe(
        'true',
      );
      expect(screen.queryByRole('button', { name: /Approve the application/ })).toBeNull();
      expect(calls().map((c) => c.url)).toContain('/api/admin/seller-applications?status=Approved');

      fireEvent.click(screen.getByRole('tab', { name: 'Rejected' }));
      await waitFor(() => expect(names()).toEqual(['Rex Rejected']));
      expect(cards()[0]!.textContent).toContain('The address could not be verified.');
    });

    it('opens the tab of the URL and moves between tabs with the arrow keys', async () => {
      fakeApi();
      renderView('/admin/operator/seller-applications?status=rejected');
      await waitFor(() => expect(names()).toEqual(['Rex Rejected']));
      const rejected = screen.getByRole('tab', { name: 'Rejected' });
      expect(rejected.getAttribute('tabindex')).toBe('0');
      expect(screen.getByRole('tab', { name: 'Approved' }).getAttribute('tabindex')).toBe('-1');

      fireEvent.keyDown(rejected, { key: 'ArrowRight' });
      const pending = screen.getByRole('tab', { name: /Pending/ });
      expect(pending.getAttribute('aria-selected')).toBe('true');
      expect(document.activeElement).toBe(pending);
      await waitFor(() => expect(cards()).toHaveLength(2));

      fireEvent.keyDown(pending, { key: 'End' });
      expect(screen.getByRole('tab', { name: 'Rejected' }).getAttribute('aria-selected')).toBe(
        'true',
      );
    });

    it('says so when a tab is empty, and offers a retry when loading fails', async () => {
      fakeApi({
        applications: [olive],
        list: (status) =>
          status === 'Rejected' ? { status: 500, body: { message: 'Database down.' } } : undefined,
      });
      renderView();
      expect(await screen.findByText('No applications waiting')).toBeTruthy();
      fireEvent.click(screen.getByRole('tab', { name: 'Rejected' }));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('Database down.');
      expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
    });
  });

  describe('decisions', () => {
    it('approve posts at once, takes the application off Pending and says so', async () => {
      fakeApi();
      renderView();
      fireEvent.click(
        await screen.findByRole('button', { name: 'Approve the application of Maya Torres' }),
      );
      const notice = await screen.findByTestId('decision-notice');
      expect(notice.textContent).toBe(
        'Application approved. Maya Torres is now an owner; we e-mailed them.',
      );
      expect(calls().filter((c) => c.method === 'POST')).toEqual([
        { method: 'POST', url: '/api/admin/seller-applications/5/approve', body: {} },
      ]);
      await waitFor(() => expect(names()).toEqual(['Sam Lee']));

      fireEvent.click(screen.getByRole('tab', { name: 'Approved' }));
      await waitFor(() => expect(names()).toEqual(['Maya Torres', 'Olive Owner']));
    });

    it('reject asks for a reason in a dialog and sends it as the note', async () => {
      fakeApi();
      renderView();
      fireEvent.click(
        await screen.findByRole('button', { name: 'Reject the application of Sam Lee' }),
      );
      const dialog = screen.getByRole('dialog', { name: 'Reject this application?' });
      expect(dialog.textContent).toContain('sam@example.test');

      // No reason, no rejection.
      fireEvent.click(within(dialog).getByRole('button', { name: 'Reject application' }));
      expect(
        await within(dialog).findByText('Tell the applicant why, so they can apply again.'),
      ).toBeTruthy();
      expect(calls().some((c) => c.method === 'POST')).toBe(false);

      fireEvent.change(within(dialog).getByLabelText('Reason for the applicant'), {
        target: { value: '  Please use your legal name.  ' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Reject application' }));
      expect((await screen.findByTestId('decision-notice')).textContent).toBe(
        'Application rejected. We e-mailed Sam Lee the reason.',
      );
      expect(calls().filter((c) => c.method === 'POST')).toEqual([
        {
          method: 'POST',
          url: '/api/admin/seller-applications/6/reject',
          body: { note: 'Please use your legal name.' },
        },
      ]);
      expect(screen.queryByRole('dialog')).toBeNull();
      await waitFor(() => expect(names()).toEqual(['Maya Torres']));
    });

    it('Cancel closes the reject dialog without a call', async () => {
      fakeApi();
      renderView();
      fireEvent.click(
        await screen.findByRole('button', { name: 'Reject the application of Maya Torres' }),
      );
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(calls().some((c) => c.method === 'POST')).toBe(false);
      expect(cards()).toHaveLength(2);
    });

    it('an application someone else decided (409) refreshes the lists and says so', async () => {
      let decidedElsewhere = false;
      fakeApi({
        decide: () => {
          decidedElsewhere = true;
          return { status: 409, body: { message: 'That application was already rejected.' } };
        },
        list: (status) => (decidedElsewhere && status === 'Pending' ? { body: [sam] } : undefined),
      });
      renderView();
      fireEvent.click(
        await screen.findByRole('button', { name: 'Approve the application of Maya Torres' }),
      );
      const notice = await screen.findByTestId('decision-notice');
      expect(notice.getAttribute('role')).toBe('alert');
      expect(notice.textContent).toBe(
        'That application was already rejected. The lists now show the latest decisions.',
      );
      await waitFor(() => expect(names()).toEqual(['Sam Lee']));
      const pendingLoads = calls().filter(
        (c) => c.url === '/api/admin/seller-applications?status=Pending',
      );
      expect(pendingLoads.length).toBeGreaterThanOrEqual(2);
    });

    it('a failed rejection keeps the dialog open with the reason and the error', async () => {
      fakeApi({ decide: () => ({ status: 500, body: { message: 'Mail server down.' } }) });
      renderView();
      fireEvent.click(
        await screen.findByRole('button', { name: 'Reject the application of Maya Torres' }),
      );
      const dialog = screen.getByRole('dialog');
      const reason = within(dialog).getByLabelText(
        'Reason for the applicant',
      ) as HTMLTextAreaElement;
      fireEvent.change(reason, { target: { value: 'Not a real address.' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Reject application' }));
      expect((await within(dialog).findByRole('alert')).textContent).toBe('Mail server down.');
      expect(reason.value).toBe('Not a real address.');
      expect(cards()).toHaveLength(2);
    });
  });
});
