import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@/testing/render';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AuthSuccess, ErrorResponse } from '@ownless/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { demoUser } from '@/testing/user-fixtures';
import {
  readTwoFactorChallenge,
  saveTwoFactorChallenge,
  type TwoFactorChallenge,
} from '../utils/two-factor-challenge';
import { TwoFactorForm } from './two-factor-form';
import { answer, answerError, sentRequests } from '../../../testing/api';

const challenge: TwoFactorChallenge = {
  challenge_token: 'challenge-123456',
  message: 'We e-mailed you a code.',
  email: 'sam@example.com',
};

function renderForm() {
  saveTwoFactorChallenge(challenge);
  const router = createMemoryRouter(
    [
      { path: '/2fa', element: <TwoFactorForm challenge={challenge} /> },
      { path: '/', element: <p>Home page</p> },
      { path: '/auth-login', element: <p>Login page</p> },
    ],
    { initialEntries: ['/2fa'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const respond = (body: AuthSuccess) => answer('post', '/2fa/verify', body);
const respondError = (status: number, body: ErrorResponse) =>
  answerError('post', '/2fa/verify', status, body);

const submit = (code: string) => {
  fireEvent.change(screen.getByLabelText('6-digit code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
};

describe('TwoFactorForm', () => {
  afterEach(() => sessionStorage.clear());

  it('asks for six digits before calling the server', async () => {
    respond({ data: { token: 'tok-2', user: demoUser } });
    renderForm();
    submit('12a');
    expect(await screen.findByText('The code has 6 digits.')).toBeTruthy();
    expect(sentRequests()).toEqual([]);
  });

  it('shows a wrong code’s message under the field', async () => {
    respondError(422, {
      message: 'Wrong code: 4 tries left.',
      errors: { code: ['Wrong code: 4 tries left.'] },
    });
    renderForm();
    submit('123456');
    expect(await screen.findByText('Wrong code: 4 tries left.')).toBeTruthy();
    expect(screen.getByLabelText('6-digit code').getAttribute('aria-invalid')).toBe('true');
    expect(readTwoFactorChallenge()).not.toBeNull();
  });

  it('ends an expired challenge and offers to sign in again', async () => {
    respondError(400, {
      message: 'Your sign-in expired. Please sign in again.',
      errors: { challenge_token: ['expired'] },
    });
    renderForm();
    submit('123456');
    expect(await screen.findByText('Please sign in again')).toBeTruthy();
    expect(readTwoFactorChallenge()).toBeNull();
  });

  it('signs in with the right code and forgets the challenge', async () => {
    respond({ data: { token: 'tok-2', user: demoUser } });
    const router = renderForm();
    submit('123456');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('token')).toBe('tok-2');
    expect(readTwoFactorChallenge()).toBeNull();
    expect(sentRequests()[0]!.body).toEqual({
      challenge_token: 'challenge-123456',
      code: '123456',
    });
  });
});
