import { http, HttpResponse } from 'msw';
import { fireEvent, screen, waitFor } from '@/testing/render';
import { describe, expect, it, vi } from 'vitest';
import { switchLocale } from '@/lib/i18n';
import { renderRoute } from '@/testing/render-route';
import { apiServer, answerError } from '../../../testing/api';
import { LanguageSettings } from './language-settings';

const renderSettings = () => renderRoute('/settings', <LanguageSettings />, '/settings');

vi.mock('@/lib/i18n', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/i18n')>()),
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
});
