import { ChatView } from '@/features/chat/components/chat-view';
import { MessageMenu } from '@/features/reports/components/message-menu';

/** /admin/chat[?c={chatId}]: conversations and the open one; a message's menu reports it. */
export default function ChatRoute() {
  return <ChatView renderMessageMenu={(messageId) => <MessageMenu messageId={messageId} />} />;
}
