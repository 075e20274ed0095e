import { http, HttpResponse } from 'msw';
import { fireEvent, screen, waitFor } from '@/testing/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as I18n from '@/lib/i18n';
import { switchLocale } from '@/lib/i18n';
import { useSessionStore } from '@/stores/session-store';
import { renderRoute } from '@/testing/render-route';
import { userWith } from '@/testing/user-fixtures';
import { answer, answerError, apiServer, sentRequests } from '../../../testing/api';
import { LanguageSettings } from './language-settings';

const renderSettings = () => renderRoute('/settings', <LanguageSettings />, '/settings');

vi.mock('@/lib/i18n', async (importOriginal) => ({
  ...(await importOriginal<typeof I18n>()),
  switchLocale: vi.fn(),
}));

describe('LanguageSettings', () => {
  it('offers each language in its own name', () => {
    renderSettings();
    const select = screen.getByLabelText('Language');
    const names = Array.from(select.querySelectorAll('option')).map((option) => option.text);
    expect(names).toEqual(['English', 'Español', 'العربية']);
    expect((select as HTMLSelectElement).value).toBe('en');
  });

  it('saves the chosen language on the account, then opens the page in it', async () => {
    const bodies: unknown[] = [];
    apiServer.use(
      http.patch('/api/user/locale', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'Saved.' });
      }),
    );
    renderSettings();
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'es' } });
    await waitFor(() => expect(switchLocale).toHaveBeenCalledWith('es'));
    expect(bodies).toEqual([{ locale: 'es' }]);
  });

  it('stays in the language when the account cannot save it, and says why', async () => {
    answerError('patch', '/user/locale', 500, { message: 'Something went wrong on our side.' });
    renderSettings();
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'ar' } });
    expect(await screen.findByText('Something went wrong on our side.')).toBeTruthy();
    expect(switchLocale).not.toHaveBeenCalled();
  });

  describe('signed in with another language on the account', () => {
    afterEach(() => useSessionStore.setState({ token: null, tokenRejected: false }));

    it('saves the page’s language on the account without opening the page again', async () => {
      useSessionStore.setState({ token: 'token-1', tokenRejected: false });
      answer('get', '/user/personal/info', { data: userWith({ locale: 'ar' }) });
      answer('patch', '/user/locale', { message: 'Saved.' });
      renderSettings();
      // The account's user loads; the page stays in its own language (English here).
      await waitFor(() => expect(sentRequests('get', '/user/personal/info')).toHaveLength(1));
      fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'en' } });
      expect(
        await screen.findByText('Saved. The e-mails we send you come in this language too.'),
      ).toBeTruthy();
      expect(sentRequests('patch', '/user/locale')[0]?.body).toEqual({ locale: 'en' });
      expect(switchLocale).not.toHaveBeenCalled();
    });
  });
});
