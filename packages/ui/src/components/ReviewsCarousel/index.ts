export { ReviewsCarousel } from './ReviewsCarousel';
export type { ReviewsCarouselProps } from './ReviewsCarousel';
export { reviewSlides, REVIEWS_SHOWN, REVIEWS_PER_SLIDE } from './reviewSlides';
export type { Review } from './reviewSlides';
