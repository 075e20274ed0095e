import { fireEvent, screen, waitFor } from '@/testing/render';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { MessageMenu } from './message-menu';

describe('MessageMenu', () => {
  it('opens from its button, closes with Escape and gives the focus back', async () => {
    renderRoute('/admin/chat', <MessageMenu messageId={40} />, '/admin/chat');
    const button = screen.getByRole('button', { name: 'Message options' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    const item = screen.getByRole('menuitem', { name: 'Report this message' });
    await waitFor(() => expect(document.activeElement).toBe(item));
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('opens the report dialog for the message', async () => {
    renderRoute('/admin/chat', <MessageMenu messageId={40} />, '/admin/chat');
    fireEvent.click(screen.getByRole('button', { name: 'Message options' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Report this message' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(
      await screen.findByRole('heading', { name: 'Report this message' }, { timeout: 5000 }),
    ).toBeTruthy();
  });
});
