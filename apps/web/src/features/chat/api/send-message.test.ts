import type { ChatMessage, SendMessageResponse } from '@ownless/shared/chat';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type * as socketModule from '@/lib/socket';
import { emitWithAck, SocketOfflineError } from '@/lib/socket';
import { answer, sentRequests } from '@/testing/api';
import { sendMessage } from './send-message';

vi.mock('@/lib/socket', async (importOriginal) => ({
  ...(await importOriginal<typeof socketModule>()),
  emitWithAck: vi.fn(),
}));
const emit = vi.mocked(emitWithAck);

const body = { senderId: 1, receiverId: 2, message: 'Is it free on Friday?' };
const stored: ChatMessage = {
  id: 7,
  chat_id: 3,
  sender_id: 1,
  receiver_id: 2,
  message: body.message,
  created_at: '2026-11-25T10:00:00.000Z',
  read_at: null,
  senderPic: '/avatar.png',
  kind: 'user',
  system: null,
};

describe('sending a chat message', () => {
  afterEach(() => emit.mockReset());

  const answerSend = () =>
    answer<SendMessageResponse>(
      'post',
      '/chat/send-message',
      { chatMessage: stored },
      { status: 201 },
    );

  it('goes over the open connection and makes no request', async () => {
    answerSend();
    emit.mockResolvedValue({ ok: true, chatMessage: stored });
    await expect(sendMessage(body)).resolves.toEqual(stored);
    expect(emit).toHaveBeenCalledWith('SendMessage', body, expect.any(Number));
    expect(sentRequests()).toEqual([]);
  });

  it('shows the server’s refusal with its field messages', async () => {
    emit.mockResolvedValue({
      ok: false,
      status: 400,
      message: 'Write a message first.',
      errors: { message: ['Write a message first.'] },
    });
    const error = await sendMessage(body).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Write a message first.',
      errors: { message: ['Write a message first.'] },
    });
  });

  it('uses the API when there is no connection, since nothing was sent', async () => {
    answerSend();
    emit.mockRejectedValue(new SocketOfflineError());
    await expect(sendMessage(body)).resolves.toEqual(stored);
    expect(sentRequests()[0]!.url).toBe('/api/chat/send-message');
  });

  it('does not send again after a timeout (it may have arrived) and says so', async () => {
    answerSend();
    emit.mockRejectedValue(new Error('operation has timed out'));
    await expect(sendMessage(body)).rejects.toThrow(/could not confirm/);
    expect(sentRequests()).toEqual([]);
  });
});
