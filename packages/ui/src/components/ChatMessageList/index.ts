export { ChatMessageList, chatMessageStates } from './ChatMessageList';
export type { ChatMessageListProps, ChatMessageItem, ChatMessageState } from './ChatMessageList';
