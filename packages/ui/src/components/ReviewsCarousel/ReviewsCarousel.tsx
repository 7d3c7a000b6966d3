import * as css from './ReviewsCarousel.css';
import { Avatar } from '../../primitives/Avatar';
import { Carousel } from '../../primitives/Carousel';
import { StarIcon } from '../../primitives/icons';
import { reviewSlides } from './reviewSlides';
import type { Review } from './reviewSlides';
import { Inline, Stack } from '../../primitives/Stack';

export type ReviewsCarouselProps = {
  reviews: readonly Review[];
  /** Milliseconds per slide, or false to stay still. @default 6000 */
  autoplay?: number | false;
};

function Quote() {
  return (
    <svg className={css.quoteMark} width="36" height="28" viewBox="0 0 36 28" aria-hidden>
      <path d="M0 28V16C0 7 5 1.5 14 0l1.5 4C10 5.8 8 9 8 13h6v15zm20 0V16c0-9 5-14.5 14-16l1.5 4C30 5.8 28 9 28 13h6v15z" fill="currentColor" />
    </svg>
  );
}

/** User reviews on the home page: two slides of three (spec 01 §2). */
export function ReviewsCarousel({ reviews, autoplay = 6000 }: ReviewsCarouselProps) {
  const slides = reviewSlides(reviews);
  if (slides.length === 0) return null;
  return (
    <Stack as="section" gap="6" aria-labelledby="py-reviews-title">
      <div>
        <h2 id="py-reviews-title" className={css.heading}>
          创作者都在用
        </h2>
        <p className={css.sub}>来自自媒体、短视频与企业用户的真实评价</p>
      </div>
      <Carousel label="用户评价" autoplay={autoplay} dots="below" arrows={false}>
        {slides.map((slide, index) => (
          <div key={index} className={css.slide}>
            {slide.map((review) => (
              <figure key={`${review.nickname}-${review.message}`} className={css.card}>
                <Quote />
                <div className={css.stars} aria-hidden>
                  {[0, 1, 2, 3, 4].map((star) => (
                    <StarIcon key={star} size={14} />
                  ))}
                </div>
                <blockquote className={css.message}>{review.message}</blockquote>
                <Inline as="figcaption" gap="3">
                  <Avatar src={review.avatar} name={review.nickname} size="md" />
                  <span className={css.name}>{review.nickname}</span>
                </Inline>
              </figure>
            ))}
          </div>
        ))}
      </Carousel>
    </Stack>
  );
}
