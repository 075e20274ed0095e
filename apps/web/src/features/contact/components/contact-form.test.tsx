import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { ContactForm } from './contact-form';
import { stubFetch } from '../../../testing/fetch-stub';

function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ContactForm />
    </QueryClientProvider>,
  );
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillValid() {
  fill('Name', 'Jane');
  fill('E-mail', 'jane@example.com');
  fill('Subject', 'Hello');
  fill('Message', 'I would like to know more about deposits.');
}

const respond = (status: number, body: unknown) => stubFetch(body, status);

describe('ContactForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the server field errors under their fields', async () => {
    respond(400, { message: 'Invalid input', errors: { email: ['This e-mail is blocked.'] } });
    renderForm();
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: /send message/i }));
    expect(await screen.findByText('This e-mail is blocked.')).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the success state with the server message', async () => {
    respond(201, { message: 'Thanks, we will reply soon.' });
    renderForm();
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: /send message/i }));
    await waitFor(() =>
      expect(screen.getByTestId('contact-success').textContent).toContain(
        'Thanks, we will reply soon.',
      ),
    );
  });

  it('does not send when the form is invalid', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: /send message/i }));
    expect(await screen.findByText('Please tell us your name.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
