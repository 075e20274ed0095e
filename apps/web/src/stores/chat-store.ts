import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { CHAT_STORAGE_KEY } from '@/config/app';
import { onSessionEnd } from '@/lib/session-end';

/**
 * What the navbar and sidebar need from chat: the unread count. The chat feature fills it
 * (GET /chat/list and the MessageCreated event).
 */
export interface ChatState {
  unreadCount: number;
  setUnreadCount: (count: number) => void;
  reset: () => void;
}

export const initialChatState = { unreadCount: 0 };

export const useChatStore = create<ChatState>()(
  persist(
    (set) => ({
      ...initialChatState,
      setUnreadCount: (count) => set({ unreadCount: Math.max(0, Math.trunc(count)) }),
      reset: () => set(initialChatState),
    }),
    {
      name: CHAT_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ unreadCount }) => ({ unreadCount }),
      version: 0,
    },
  ),
);

onSessionEnd(() => {
  useChatStore.getState().reset();
  useChatStore.persist.clearStorage();
});

export const chatUnreadCount = (state: Pick<ChatState, 'unreadCount'>) => state.unreadCount;
