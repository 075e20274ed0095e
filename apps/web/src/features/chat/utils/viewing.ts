/**
 * The chat this tab shows right now, or null. Set by the open thread while the page is in
 * sight; the event handler reads it to decide whether a new message counts as unread.
 */
let viewingChatId: number | null = null;

export const getViewingChatId = () => viewingChatId;

export function setViewingChatId(chatId: number | null) {
  viewingChatId = chatId;
}
