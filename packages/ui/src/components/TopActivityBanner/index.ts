export { TopActivityBanner } from './TopActivityBanner';
export type { TopActivityBannerProps, TopActivity } from './TopActivityBanner';
