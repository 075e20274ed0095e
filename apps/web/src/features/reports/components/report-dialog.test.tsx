import { fireEvent, screen, waitFor, within } from '@/testing/render';
import type { CreateReportResponse } from '@ownless/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, sentRequests } from '@/testing/api';
import { renderRoute } from '@/testing/render-route';
import { ReportDialog } from './report-dialog';

function renderDialog(onClose = () => {}) {
  renderRoute(
    '/listing-detail/:id',
    <ReportDialog open kind="listing" targetId={7} onClose={onClose} />,
    '/listing-detail/7',
  );
  return screen.getByTestId('report-dialog');
}

describe('ReportDialog', () => {
  afterEach(() => document.body.replaceChildren());

  it('sends the chosen reason and details, then says the report was received', async () => {
    answer<CreateReportResponse>(
      'post',
      '/reports',
      { id: 3, message: 'Thank you. Our support team will look into your report.' },
      { status: 201 },
    );
    const dialog = renderDialog();
    expect(within(dialog).getByRole('heading', { name: 'Report this listing' })).toBeTruthy();
    const reasons = within(dialog).getByRole('group', { name: 'Reason' });
    expect(within(reasons).getAllByRole('radio')).toHaveLength(6);
    fireEvent.click(within(reasons).getByRole('radio', { name: /Scam or fraud/ }));
    fireEvent.change(within(dialog).getByLabelText(/Details/), {
      target: { value: '  Asks to pay by wire transfer.  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));

    expect((await within(dialog).findByRole('status')).textContent).toContain(
      'Our support team will look into your report.',
    );
    expect(sentRequests('post', '/reports')[0]!.body).toEqual({
      kind: 'listing',
      target_id: 7,
      reason: 'scam',
      details: 'Asks to pay by wire transfer.',
    });
    expect(within(dialog).getByRole('button', { name: 'Done' })).toBeTruthy();
  });

  it('asks for a reason before sending anything', () => {
    const dialog = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(dialog.textContent).toContain('Choose a reason.');
    expect(within(dialog).getAllByRole('radio')[0]!.getAttribute('aria-invalid')).toBe('true');
    expect(sentRequests()).toEqual([]);
  });

  it('shows the server’s words when the thing was already reported, and keeps the form', async () => {
    answer(
      'post',
      '/reports',
      { message: 'You have already reported this listing. Our support team is looking into it.' },
      { status: 409 },
    );
    const dialog = renderDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: /Misleading listing/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('You have already reported this listing.');
    expect(
      (within(dialog).getByRole('radio', { name: /Misleading listing/ }) as HTMLInputElement)
        .checked,
    ).toBe(true);
  });

  it('closes from Cancel', async () => {
    let closed = false;
    const dialog = renderDialog(() => (closed = true));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(closed).toBe(true));
  });
});
