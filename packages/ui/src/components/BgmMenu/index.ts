export { BgmMenu, BGM_PAGE_SIZE, BGM_REQUIRED } from './BgmMenu';
export type { BgmMenuProps, BgmTrack, BgmPage } from './BgmMenu';
