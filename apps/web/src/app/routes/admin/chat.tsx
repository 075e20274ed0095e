import { ChatView } from '@/features/chat/components/chat-view';

/** /admin/chat[?c={chatId}]: conversations and the open one. */
export default function ChatRoute() {
  return <ChatView />;
}
