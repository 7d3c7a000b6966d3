export { AnchorFilters, anchorFilterRows, defaultAnchorCondition, SEARCH_BLANK_MESSAGE } from './AnchorFilters';
export type { AnchorFiltersProps, AnchorFilterOptions, AnchorCondition, AnchorTag, AnchorFilterRow } from './AnchorFilters';
