export { WritingSidebar, writingModes, writingServiceMenu } from './WritingSidebar';
export type { WritingSidebarProps, WritingMode, WritingServiceId, WritingConversation } from './WritingSidebar';
