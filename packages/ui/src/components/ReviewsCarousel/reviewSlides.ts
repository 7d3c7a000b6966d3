/** A home review (spec 01 §3). */
export type Review = { message: string; avatar?: string | null; nickname: string };

/** spec 01 §9: six reviews shown, three per slide. */
export const REVIEWS_SHOWN = 6;
export const REVIEWS_PER_SLIDE = 3;

/** Splits reviews into slides of three, keeping at most six. */
export function reviewSlides(reviews: readonly Review[]): Review[][] {
  const shown = reviews.slice(0, REVIEWS_SHOWN);
  const slides: Review[][] = [];
  for (let index = 0; index < shown.length; index += REVIEWS_PER_SLIDE) slides.push(shown.slice(index, index + REVIEWS_PER_SLIDE));
  return slides;
}
