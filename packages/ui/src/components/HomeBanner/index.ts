export { HomeBanner, homeBannerSlides } from './HomeBanner';
export type { HomeBannerProps, HomeBannerSlide, HomeBannerSlideKey } from './HomeBanner';
