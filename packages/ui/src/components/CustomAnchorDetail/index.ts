export { CustomAnchorDetail } from './CustomAnchorDetail';
export type { CustomAnchorDetailProps, CustomAnchorDetailData } from './CustomAnchorDetail';
