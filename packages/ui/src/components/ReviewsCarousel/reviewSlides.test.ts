import { describe, expect, it } from 'vitest';
import { reviewSlides } from './reviewSlides';

const review = (n: number) => ({ message: `评价 ${n}`, nickname: `用户 ${n}` });

describe('reviewSlides', () => {
  it('given eight reviews, shows six in two slides of three (spec 01 §9)', () => {
    const slides = reviewSlides([1, 2, 3, 4, 5, 6, 7, 8].map(review));
    expect(slides.map((slide) => slide.map((r) => r.nickname))).toEqual([
      ['用户 1', '用户 2', '用户 3'],
      ['用户 4', '用户 5', '用户 6'],
    ]);
  });

  it('given four reviews, the second slide holds the remaining one', () => {
    expect(reviewSlides([1, 2, 3, 4].map(review)).map((slide) => slide.length)).toEqual([3, 1]);
  });

  it('given none, there is no slide', () => {
    expect(reviewSlides([])).toEqual([]);
  });
});
