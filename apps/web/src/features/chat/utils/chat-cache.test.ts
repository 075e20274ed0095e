import type { ChatMessage } from '@ownless/shared/chat';
import { describe, expect, it } from 'vitest';
import { chatFixture, messageFixture } from '@/testing/chat-fixtures';
import { demoUser } from '@/testing/user-fixtures';
import {
  applyMessageToList,
  applyMessageToThread,
  applyPresence,
  markChatRead,
  mergeMessages,
  threadMessages,
  totalUnread,
  upsertChat,
  type ThreadPages,
} from './chat-cache';

const ME = demoUser.id;
const message = messageFixture;
const chat = chatFixture;

const created = (chatId: number, m: ChatMessage) => ({
  chat_id: chatId,
  receiver_id: m.receiver_id,
  message: m,
});

describe('the unread badge', () => {
  it('is the sum of every chat’s unread count', () => {
    expect(totalUnread(undefined)).toBe(0);
    expect(totalUnread([chat(1, { unreadCount: 2 }), chat(2), chat(3, { unreadCount: 5 })])).toBe(
      7,
    );
  });

  it('rises by one for a message to me in a chat I am not looking at', () => {
    const list = [chat(10, { unreadCount: 1 }), chat(11)];
    const next = applyMessageToList(list, created(10, message(5)), {
      viewerId: ME,
      viewing: false,
    });
    expect(totalUnread(next!)).toBe(2);
  });

  it('stays for a message in the chat I am looking at, and for my own messages', () => {
    const list = [chat(10)];
    const viewing = applyMessageToList(list, created(10, message(5)), {
      viewerId: ME,
      viewing: true,
    });
    const mine = applyMessageToList(
      list,
      created(10, message(6, { sender_id: ME, receiver_id: 2 })),
      { viewerId: ME, viewing: false },
    );
    expect(totalUnread(viewing!)).toBe(0);
    expect(totalUnread(mine!)).toBe(0);
  });

  it('counts a message once when its event arrives twice', () => {
    const context = { viewerId: ME, viewing: false };
    const once = applyMessageToList([chat(10)], created(10, message(5)), context)!;
    const twice = applyMessageToList(once, created(10, message(5)), context)!;
    expect(totalUnread(twice)).toBe(1);
    expect(twice[0]!.messages.map((m) => m.id)).toEqual([5]);
  });

  it('drops to zero for a chat read here or in another tab', () => {
    const list = [chat(10, { unreadCount: 3 }), chat(11, { unreadCount: 1 })];
    expect(totalUnread(markChatRead(list, 10))).toBe(1);
  });
});

describe('merging messages', () => {
  it('keeps each id once, oldest first', () => {
    const merged = mergeMessages([message(1), message(3)], [message(2), message(3), message(4)]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3, 4]);
  });

  it('moves the chat with the new message to the top', () => {
    const list = [chat(11, { lastActivityAt: '2026-05-01T10:00:30.000Z' }), chat(10)];
    const next = applyMessageToList(list, created(10, message(40)), {
      viewerId: ME,
      viewing: false,
    })!;
    expect(next.map((c) => c.id)).toEqual([10, 11]);
    expect(next[0]!.lastActivityAt).toBe(message(40).created_at);
  });

  it('asks for a refetch when the chat is not in the list yet', () => {
    expect(
      applyMessageToList([chat(11)], created(10, message(5)), { viewerId: ME, viewing: false }),
    ).toBeNull();
  });

  it('adds a new message to the newest page of a thread once', () => {
    const thread: ThreadPages = {
      pages: [
        { messages: [message(3), message(4)], hasMore: true },
        { messages: [message(1), message(2)], hasMore: false },
      ],
      pageParams: [undefined, 3],
    };
    const once = applyMessageToThread(thread, message(5));
    const again = applyMessageToThread(once, message(5));
    const stale = applyMessageToThread(again, message(2));
    expect(threadMessages(stale).map((m) => m.id)).toEqual([1, 2, 3, 4, 5]);
    expect(applyMessageToThread(undefined, message(5))).toBeUndefined();
  });

  it('shows overlapping pages without doubles', () => {
    const thread = {
      pages: [
        { messages: [message(3), message(4)], hasMore: true },
        { messages: [message(2), message(3)], hasMore: false },
      ],
    };
    expect(threadMessages(thread).map((m) => m.id)).toEqual([2, 3, 4]);
  });

  it('keeps messages an event brought when the same chat is fetched again', () => {
    const list = [chat(10, { messages: [message(1), message(2)] })];
    const fetched = chat(10, { messages: [message(1)] });
    expect(upsertChat(list, fetched)[0]!.messages.map((m) => m.id)).toEqual([1, 2]);
    expect(upsertChat(list, chat(12)).map((c) => c.id)).toEqual([12, 10]);
  });
});

describe('presence', () => {
  it('changes the other party wherever they appear', () => {
    const list = [chat(10), chat(11)];
    const next = applyPresence(list, 110, true);
    expect(next.map((c) => c.otherUser.online)).toEqual([true, false]);
    expect(applyPresence(next, 110, true)).toBe(next);
  });
});
