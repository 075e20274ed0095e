/**
 * A stand-in for socket.io-client, so tests play the server's side of the real-time
 * connection. Use with
 * `vi.mock('socket.io-client', async () => (await import('@/testing/fake-socket')).socketIoClient)`.
 */
export class FakeSocket {
  connected = false;
  disconnected = false;
  /** Events the code under test sent and had acknowledged (`ack` answers them). */
  emitted: [event: string, payload: unknown][] = [];
  ack: unknown = { ok: true };
  private listeners = new Map<string, ((...args: unknown[]) => void)[]>();
  private anyListeners: ((event: string, payload: unknown) => void)[] = [];

  constructor(readonly options: { auth: (send: (auth: unknown) => void) => void }) {}

  on(event: string, listener: (...args: unknown[]) => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  onAny(listener: (event: string, payload: unknown) => void) {
    this.anyListeners.push(listener);
    return this;
  }
  offAny() {
    this.anyListeners = [];
    return this;
  }
  removeAllListeners() {
    this.listeners.clear();
    return this;
  }
  timeout(_ms: number) {
    return {
      emitWithAck: async (event: string, payload: unknown) => {
        this.emitted.push([event, payload]);
        return this.ack;
      },
    };
  }
  disconnect() {
    this.disconnected = true;
    this.connected = false;
    return this;
  }

  /** The server side: the connection opens, drops or delivers an event. */
  open() {
    this.connected = true;
    this.listeners.get('connect')?.forEach((listener) => listener());
  }
  drop() {
    this.connected = false;
    this.listeners.get('disconnect')?.forEach((listener) => listener('transport close'));
  }
  deliver(event: string, payload: unknown) {
    this.anyListeners.forEach((listener) => listener(event, payload));
  }
  /** What the handshake would send. */
  auth() {
    let sent: unknown;
    this.options.auth((value) => (sent = value));
    return sent;
  }
}

/** Every socket the code under test opened, oldest first. */
export const sockets: FakeSocket[] = [];

export const socketIoClient = {
  io: (options: ConstructorParameters<typeof FakeSocket>[0]) => {
    const socket = new FakeSocket(options);
    sockets.push(socket);
    return socket;
  },
};
