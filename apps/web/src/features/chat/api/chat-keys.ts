/** Every chat query lives under ['chat'], so a reconnect refreshes all of them at once. */
export const chatKeys = {
  all: ['chat'] as const,
  list: () => ['chat', 'list'] as const,
  thread: (chatId: number) => ['chat', 'thread', chatId] as const,
  detail: (chatId: number) => ['chat', 'detail', chatId] as const,
};
