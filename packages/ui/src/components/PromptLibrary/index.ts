export { PromptCard } from './PromptCard';
export type { PromptCardProps, PromptItem, PromptLanguage } from './PromptCard';
export { PromptGrid, PROMPTS_PAGE_SIZE } from './PromptGrid';
export type { PromptGridProps } from './PromptGrid';
