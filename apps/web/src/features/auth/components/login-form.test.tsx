import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@/testing/render';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ErrorResponse, LoginResponse } from '@ownless/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TWO_FACTOR_STORAGE_KEY } from '@/config/app';
import { NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { useSessionStore } from '@/stores/session-store';
import { demoUser, userWith } from '@/testing/user-fixtures';
import { LoginForm } from './login-form';
import { answer, answerError, answerNetworkError, sentRequests } from '../../../testing/api';

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/auth-login', element: <LoginForm /> },
      { path: '/', element: <p>Home page</p> },
      { path: '/verify-email', element: <p>Verify page</p> },
      { path: '/2fa', element: <p>Code page</p> },
    ],
    { initialEntries: ['/auth-login'] },
  );
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, client };
}

const respond = (body: LoginResponse) => answer('post', '/login', body);
const respondError = (status: number, body: ErrorResponse) =>
  answerError('post', '/login', status, body);

function fillAndSubmit(email = 'sam@example.com', password = 'secret-1') {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginForm', () => {
  beforeEach(() => useSessionStore.setState({ token: null, tokenRejected: false }));
  afterEach(() => sessionStorage.clear());

  it('shows the server’s field errors on the matching field and focuses it', async () => {
    respondError(422, {
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    });
    renderLogin();
    fillAndSubmit();
    const message = await screen.findByText('These credentials do not match our records.');
    const email = screen.getByLabelText('E-mail');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('shows the administrator message when the network fails', async () => {
    answerNetworkError('post', '/login');
    renderLogin();
    fillAndSubmit();
    const alert = await screen.findByTestId('form-error');
    expect(alert.textContent).toContain(NETWORK_ERROR_MESSAGE);
    expect(alert.getAttribute('role')).toBe('alert');
  });

  it('shows the server’s errors object when they match no field (400)', async () => {
    respondError(400, { message: 'Invalid input', errors: { device: ['Unknown device.'] } });
    renderLogin();
    fillAndSubmit();
    const alert = await screen.findByTestId('form-error');
    expect(alert.textContent).toContain('Invalid input');
    expect(alert.textContent).toContain('Unknown device.');
  });

  it('shows the wait message of a rate limit', async () => {
    respondError(429, { message: 'Too many attempts. Please wait 30 seconds and try again.' });
    renderLogin();
    fillAndSubmit();
    expect((await screen.findByTestId('form-error')).textContent).toContain('30 seconds');
  });

  it('validates on the client first and sends nothing', async () => {
    respond({ data: { token: 'tok-9', user: demoUser } });
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter your e-mail address.')).toBeTruthy();
    expect(sentRequests()).toEqual([]);
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
  });

  it('stores the token and goes home when the e-mail is verified', async () => {
    respond({ data: { token: 'tok-9', user: demoUser } });
    const { router, client } = renderLogin();
    fillAndSubmit('  Sam@Example.com ', 'secret-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('token')).toBe('tok-9');
    expect(client.getQueryData(['me'])).toEqual(demoUser);
    // The shared schema trims and lower-cases the e-mail before it is sent.
    expect(sentRequests()[0]!.body).toEqual({
      email: 'sam@example.com',
      password: 'secret-1',
    });
  });

  it('goes to /verify-email when the e-mail is not verified', async () => {
    respond({ data: { token: 'tok-9', user: userWith({ emailVerifiedAt: null }) } });
    const { router } = renderLogin();
    fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'));
  });

  it('goes to /2fa with the challenge kept for a reload when two-factor is on', async () => {
    respond({
      data: { twoFactor: true, challenge_token: 'challenge-123456', message: 'Code sent.' },
    });
    const { router } = renderLogin();
    fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/2fa'));
    expect(JSON.parse(sessionStorage.getItem(TWO_FACTOR_STORAGE_KEY) ?? '{}')).toMatchObject({
      challenge_token: 'challenge-123456',
      email: 'sam@example.com',
    });
    expect(localStorage.getItem('token')).toBeNull();
  });
});
