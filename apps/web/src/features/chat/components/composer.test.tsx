import { fireEvent, render, screen, waitFor } from '@/testing/render';
import { CHAT_MESSAGE_MAX } from '@ownless/shared/chat';
import { describe, expect, it, vi } from 'vitest';
import { Composer, COUNTER_FROM } from './composer';

function setup(props: Partial<Parameters<typeof Composer>[0]> = {}) {
  const onSend = vi.fn(async () => undefined);
  const view = render(
    <Composer onSend={onSend} sending={false} error={null} recipientName="Sam" {...props} />,
  );
  const input = screen.getByRole('textbox', { name: 'Message to Sam' }) as HTMLTextAreaElement;
  return { onSend, input, ...view };
}

describe('Composer', () => {
  it('sends on Enter and clears the box once the message is stored', async () => {
    const { onSend, input } = setup();
    fireEvent.change(input, { target: { value: '  Is it free on Friday?  ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('Is it free on Friday?');
    await waitFor(() => expect(input.value).toBe(''));
  });

  it('leaves Shift+Enter to the new line and does not send while composing a character', () => {
    const { onSend, input } = setup();
    fireEvent.change(input, { target: { value: 'Hello' } });
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends nothing that is only spaces', () => {
    const { onSend, input } = setup();
    fireEvent.change(input, { target: { value: '   \n ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('counts near the limit and refuses a message over it', () => {
    const { onSend, input } = setup();
    fireEvent.change(input, { target: { value: 'a'.repeat(COUNTER_FROM - 1) } });
    expect(screen.queryByTestId('chat-counter')).toBeNull();
    fireEvent.change(input, { target: { value: 'a'.repeat(CHAT_MESSAGE_MAX + 1) } });
    expect(screen.getByTestId('chat-counter').textContent).toBe('2,001 / 2,000');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('locks while sending', () => {
    const { onSend, input } = setup({ sending: true });
    fireEvent.change(input, { target: { value: 'Hello' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Sending…' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('keeps the text after a failure and sends it again from Retry', async () => {
    const onSend = vi.fn(async () => {
      throw new Error('offline');
    });
    const { input, rerender } = setup({ onSend });
    fireEvent.change(input, { target: { value: 'Hello' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    rerender(
      <Composer onSend={onSend} sending={false} error="No connection." recipientName="Sam" />,
    );
    expect(screen.getByRole('alert').textContent).toContain('No connection.');
    expect(input.value).toBe('Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onSend).toHaveBeenCalledTimes(2);
  });
});
