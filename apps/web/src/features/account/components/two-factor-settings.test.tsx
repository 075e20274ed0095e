import { fireEvent, screen, waitFor } from '@/testing/render';
import type { TwoFactorToggleResponse } from '@ownless/shared';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { demoUser, userWith } from '@/testing/user-fixtures';
import { TwoFactorSettings } from './two-factor-settings';
import { answer, answerError, sentRequests } from '../../../testing/api';

const renderSettings = () =>
  renderRoute('/settings', <TwoFactorSettings user={demoUser} />, '/settings');

function confirmWith(password: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
  fireEvent.change(screen.getByLabelText('Confirm with your password'), {
    target: { value: password },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
}

describe('TwoFactorSettings', () => {
  it('shows a wrong password under the field, focused, and keeps the form open', async () => {
    answerError('post', '/user/two-factor', 422, {
      message: 'The password is incorrect.',
      errors: { password: ['The password is incorrect.'] },
    });
    renderSettings();
    confirmWith('wrong-one');
    const message = await screen.findByText('The password is incorrect.');
    const password = screen.getByLabelText('Confirm with your password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')).toContain(message.id);
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(screen.queryByRole('status')).toBeNull();
    expect(sentRequests('post', '/user/two-factor')[0]?.body).toEqual({
      enabled: true,
      password: 'wrong-one',
    });
  });

  it('shows an error of no field as the form’s message', async () => {
    answerError('post', '/user/two-factor', 422, {
      message: 'Confirm your e-mail first.',
      errors: { enabled: ['Confirm your e-mail first.'] },
    });
    renderSettings();
    confirmWith('secret-1');
    expect(await screen.findAllByText('Confirm your e-mail first.')).not.toHaveLength(0);
    expect(screen.getByRole('form', { name: 'Turn on two-factor sign-in' })).toBeTruthy();
  });

  it('closes the form and says so when the change is saved', async () => {
    answer<TwoFactorToggleResponse>('post', '/user/two-factor', {
      user: userWith({ twoFAEnabled: true }),
      message: 'Two-factor sign-in is on.',
    });
    renderSettings();
    confirmWith('secret-1');
    expect(await screen.findByText('Two-factor sign-in is on.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Turn on two-factor sign-in' })).toBeNull();
  });
});
