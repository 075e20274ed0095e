import { afterEach, describe, expect, it, vi } from 'vitest';
import { sockets } from '@/testing/fake-socket';

vi.mock('socket.io-client', async () => (await import('@/testing/fake-socket')).socketIoClient);

const socketModule = await import('./socket');
const { connectSocket, disconnectSocket, getSocketStatus, subscribeSocketConnected } = socketModule;

afterEach(() => {
  disconnectSocket();
  sockets.length = 0;
});

describe('the real-time connection', () => {
  it('presents the token and hands events to their subscribers only', async () => {
    await connectSocket('token-a');
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.auth()).toEqual({ token: 'token-a' });
    const created = vi.fn();
    const stop = socketModule.subscribeSocketEvent('MessageCreated', created);
    sockets[0]!.open();
    sockets[0]!.deliver('MessageCreated', { id: 1 });
    sockets[0]!.deliver('ChatRead', { chatId: 1 });
    stop();
    sockets[0]!.deliver('MessageCreated', { id: 2 });
    expect(created.mock.calls).toEqual([[{ id: 1 }]]);
  });

  it('tells subscribers when it comes back after a network loss, so they refetch', async () => {
    const connected = vi.fn();
    const stop = subscribeSocketConnected(connected);
    await connectSocket('token-a');
    sockets[0]!.open();
    sockets[0]!.drop();
    expect(getSocketStatus()).toBe('offline');
    sockets[0]!.open();
    stop();
    expect(connected.mock.calls).toEqual([[{ reconnect: false }], [{ reconnect: true }]]);
    expect(getSocketStatus()).toBe('online');
  });

  it('sends an event over a connection still opening once it opens, not another way', async () => {
    await connectSocket('token-a');
    const sent = socketModule.emitWithAck('SendMessage', { body: 'Hi' });
    sockets[0]!.open();
    await expect(sent).resolves.toEqual({ ok: true });
    expect(sockets[0]!.emitted).toEqual([['SendMessage', { body: 'Hi' }]]);
  });

  it('says nothing was sent when there is no connection', async () => {
    await expect(socketModule.emitWithAck('SendMessage', {})).rejects.toBeInstanceOf(
      socketModule.SocketOfflineError,
    );
  });

  it('opens one connection per session and closes it at logout', async () => {
    await Promise.all([connectSocket('token-a'), connectSocket('token-a')]);
    expect(sockets).toHaveLength(1);
    disconnectSocket();
    expect(sockets[0]!.disconnected).toBe(true);
    expect(getSocketStatus()).toBe('off');
    await connectSocket('token-b');
    expect(sockets).toHaveLength(2);
    expect(sockets[1]!.auth()).toEqual({ token: 'token-b' });
  });

  it('does not connect a session that ended while the client was loading', async () => {
    const pending = connectSocket('token-a');
    disconnectSocket();
    await pending;
    expect(sockets).toHaveLength(0);
    expect(getSocketStatus()).toBe('off');
  });
});
