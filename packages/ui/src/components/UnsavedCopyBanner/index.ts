export { UnsavedCopyBanner, formatCopyTime } from './UnsavedCopyBanner';
export type { UnsavedCopyBannerProps } from './UnsavedCopyBanner';
