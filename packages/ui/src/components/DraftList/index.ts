export { DraftList, DRAFTS_PAGE_SIZE } from './DraftList';
export type { DraftListProps, DraftListItem } from './DraftList';
