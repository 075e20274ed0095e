import type { Chat, ChatMessage } from '@ownless/shared/chat';
import { demoUser } from './user-fixtures';

/** A message to the demo user in chat 10 (ids double as seconds, so they sort by time). */
export const messageFixture = (id: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  chat_id: 10,
  sender_id: 2,
  receiver_id: demoUser.id,
  message: `Message ${id}`,
  created_at: `2026-05-01T10:00:${String(id).padStart(2, '0')}.000Z`,
  read_at: null,
  senderPic: '/images/avatar-placeholder.svg',
  kind: 'user',
  system: null,
  ...over,
});

/** A chat of the demo user with user id+100 ("Sam {id}" unless named otherwise). */
export const chatFixture = (id: number, over: Partial<Chat> = {}): Chat => ({
  id,
  senderId: demoUser.id,
  receiverId: id + 100,
  otherUser: {
    id: id + 100,
    firstName: 'Sam',
    fullName: `Sam ${id}`,
    profilePicture: '/images/avatar-placeholder.svg',
    online: false,
  },
  listingId: null,
  reservationId: null,
  unreadCount: 0,
  lastActivityAt: '2026-05-01T09:00:00.000Z',
  messages: [],
  hasMore: false,
  ...over,
});
