import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@/testing/render';
import type { ContactResponse, ErrorResponse } from '@ownless/shared';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { ContactForm } from './contact-form';
import { answer, answerError, sentRequests } from '../../../testing/api';

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

const respond = (body: ContactResponse) => answer('post', '/contact', body, { status: 201 });
const respondError = (status: number, body: ErrorResponse) =>
  answerError('post', '/contact', status, body);

describe('ContactForm', () => {
  it('shows the server field errors under their fields', async () => {
    respondError(400, { message: 'Invalid input', errors: { email: ['This e-mail is blocked.'] } });
    renderForm();
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: /send message/i }));
    expect(await screen.findByText('This e-mail is blocked.')).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the success state with the server message', async () => {
    respond({ message: 'Thanks, we will reply soon.', id: 1 });
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
    respond({ message: 'Thanks, we will reply soon.', id: 1 });
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: /send message/i }));
    expect(await screen.findByText('Please tell us your name.')).toBeTruthy();
    expect(sentRequests()).toEqual([]);
  });
});
