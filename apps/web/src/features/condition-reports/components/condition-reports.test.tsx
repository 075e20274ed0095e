import { fireEvent, screen, waitFor, within } from '@/testing/render';
import type {
  ConditionReport,
  ConditionReportSaved,
  ConditionReportsResponse,
} from '@ownless/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { answer, answerWith, jsonAnswer, sentRequests } from '@/testing/api';
import { renderRoute } from '@/testing/render-route';
import { demoUser } from '@/testing/user-fixtures';
import { ConditionReports } from './condition-reports';

const PATH = '/reservation/9/condition-reports';

const report = (overrides: Partial<ConditionReport>): ConditionReport => ({
  id: 1,
  reservation_id: 9,
  stage: 'handover',
  author: { id: 7, name: 'Maya Torres', role: 'owner' },
  checklist: { works: true, damaged: false, missing_parts: false, dirty: true },
  notes: 'A small scratch on the lid.',
  photos: [
    {
      url: '/uploads/conditions/9/a-large.webp',
      thumb_url: '/uploads/conditions/9/a-thumb.webp',
      width: 1600,
      height: 1200,
    },
  ],
  created_at: '2026-06-03T10:00:00.000Z',
  updated_at: '2026-06-03T10:00:00.000Z',
  locked: true,
  ...overrides,
});

function show(body: ConditionReportsResponse) {
  answer('get', '/user/personal/info', { data: demoUser });
  answer('get', PATH, body);
  renderRoute('/r/:id', <ConditionReports reservationId={9} />, '/r/9');
}

describe('ConditionReports', () => {
  beforeEach(() => useSessionStore.setState({ token: 'token-1', tokenRejected: false }));
  afterEach(() => {
    useSessionStore.setState({ token: null, tokenRejected: false });
    document.body.replaceChildren();
  });

  it('shows both stages side by side, each with both parties’ reports in words and photos', async () => {
    show({
      reports: [
        report({}),
        report({
          id: 2,
          stage: 'return',
          author: { id: demoUser.id, name: 'Sam Lee', role: 'renter' },
          checklist: { works: false, damaged: true, missing_parts: false, dirty: false },
          notes: '',
          photos: [],
          locked: false,
        }),
      ],
      can_add: [],
    });
    const left = await screen.findByTestId('condition-handover');
    expect(within(left).getByRole('heading', { name: 'When it left' })).toBeTruthy();
    const owners = within(left).getByRole('article', { name: 'The owner’s report' });
    expect(owners.textContent).toContain('Maya Torres');
    expect(owners.textContent).toContain('Works');
    expect(owners.textContent).toContain('Dirty');
    expect(owners.textContent).toContain('No damage');
    expect(owners.textContent).toContain('A small scratch on the lid.');
    const photo = within(owners).getByRole('link', {
      name: 'The owner’s photos: photo 1 of 1 (opens in a new tab)',
    });
    expect(photo.getAttribute('href')).toBe('/uploads/conditions/9/a-large.webp');
    expect(photo.querySelector('img')!.getAttribute('src')).toBe(
      '/uploads/conditions/9/a-thumb.webp',
    );

    const back = screen.getByTestId('condition-return');
    expect(within(back).getByRole('heading', { name: 'When it came back' })).toBeTruthy();
    const renters = within(back).getByRole('article', { name: 'The renter’s report' });
    expect(renters.textContent).toContain('Does not work');
    expect(renters.textContent).toContain('Damaged');
    // Nothing to add: no form, no button.
    expect(screen.queryByRole('button', { name: /report/ })).toBeNull();
  });

  it('says when a stage has no report yet', async () => {
    show({ reports: [], can_add: [] });
    expect((await screen.findByTestId('condition-handover')).textContent).toContain(
      'No report yet.',
    );
    expect(screen.getByTestId('condition-return').textContent).toContain('No report yet.');
  });

  it('adds a hand-over report: the checklist, notes and a photo, removable before sending', async () => {
    show({ reports: [], can_add: ['handover'] });
    const left = await screen.findByTestId('condition-handover');
    expect(within(screen.getByTestId('condition-return')).queryByRole('button')).toBeNull();
    fireEvent.click(within(left).getByRole('button', { name: 'Add a report' }));
    const form = within(left).getByRole('form', { name: 'Your report' });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'It works' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'It is dirty' }));
    fireEvent.change(within(form).getByLabelText(/Notes/), {
      target: { value: 'Dust on the blade.' },
    });
    // A chosen photo shows as a preview and can be taken out again (jsdom's FormData cannot
    // carry a file through msw, so the photos leave before sending: conditionReportBody's
    // own test covers them).
    const input = form.querySelector('input[type=file]') as HTMLInputElement;
    const front = new File(['a'], 'front.jpg', { type: 'image/jpeg' });
    const back = new File(['b'], 'back.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [front, back] } });
    expect(form.querySelector('[id$="-photos-hint"]')!.textContent).toContain('2 of 8 photos.');
    fireEvent.click(within(form).getByRole('button', { name: 'Remove photo 2' }));
    expect(within(form).queryByRole('img', { name: 'Photo 2: back.jpg' })).toBeNull();
    expect(within(form).getByRole('img', { name: 'Photo 1: front.jpg' })).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Remove photo 1' }));
    expect(within(form).queryByRole('img')).toBeNull();

    answer<ConditionReportSaved>('post', PATH, {
      report: report({ author: { id: demoUser.id, name: 'Sam Lee', role: 'renter' } }),
      message: 'Condition report saved.',
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save report' }));
    expect((await screen.findByTestId('condition-message')).textContent).toBe(
      'Condition report saved.',
    );
    const body = String(sentRequests('post', PATH)[0]!.body);
    expect(body).toMatch(/name="stage"\r\n\r\nhandover/);
    expect(body).toMatch(/name="works"\r\n\r\ntrue/);
    expect(body).toMatch(/name="damaged"\r\n\r\nfalse/);
    expect(body).toMatch(/name="dirty"\r\n\r\ntrue/);
    expect(body).toMatch(/name="notes"\r\n\r\nDust on the blade\./);
    await waitFor(() => expect(within(left).queryByRole('form')).toBeNull());
  });

  it('shows the server’s refusal under the photos and keeps the form', async () => {
    show({ reports: [], can_add: ['return'] });
    const back = await screen.findByTestId('condition-return');
    fireEvent.click(within(back).getByRole('button', { name: 'Add a report' }));
    answerWith('post', PATH, () =>
      jsonAnswer(
        {
          message: 'Some files are not pictures we can use.',
          errors: { photos: ['notes.jpg is not a JPEG, PNG, WebP or AVIF picture.'] },
        },
        400,
      ),
    );
    const form = within(back).getByRole('form', { name: 'Your report' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save report' }));
    expect(
      await within(form).findByText('notes.jpg is not a JPEG, PNG, WebP or AVIF picture.'),
    ).toBeTruthy();
    expect(
      within(form).getByRole('button', { name: 'Add photos' }).getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('refuses notes over 2,000 characters before sending anything', async () => {
    show({ reports: [], can_add: ['handover'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a report' }));
    const form = screen.getByRole('form', { name: 'Your report' });
    const notes = within(form).getByLabelText(/Notes/);
    fireEvent.change(notes, { target: { value: 'x'.repeat(2001) } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save report' }));
    expect(form.textContent).toContain('Keep the notes under 2,000 characters.');
    expect(notes.getAttribute('aria-invalid')).toBe('true');
    expect(sentRequests('post')).toEqual([]);
  });

  it('offers to replace the viewer’s own report', async () => {
    show({
      reports: [
        report({ author: { id: demoUser.id, name: 'Sam Lee', role: 'renter' }, locked: false }),
      ],
      can_add: ['handover'],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Replace your report' }));
    const form = screen.getByRole('form');
    expect(form.textContent).toContain(
      'Saving replaces your earlier report of this stage, photos included.',
    );
    // Started from the earlier answers and notes.
    expect(
      (within(form).getByRole('checkbox', { name: 'It works' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      (within(form).getByRole('checkbox', { name: 'It is damaged' }) as HTMLInputElement).checked,
    ).toBe(false);
    expect((within(form).getByLabelText(/Notes/) as HTMLTextAreaElement).value).toBe(
      'A small scratch on the lid.',
    );
  });

  it('says when the reports cannot be loaded, with a retry', async () => {
    answer('get', '/user/personal/info', { data: demoUser });
    answerWith('get', PATH, () => jsonAnswer({ message: 'Something went wrong.' }, 500));
    renderRoute('/r/:id', <ConditionReports reservationId={9} />, '/r/9');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The condition reports could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
