import { Children, useCallback, useEffect, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import * as css from './Carousel.css';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

export type CarouselProps = {
  /** One child per slide. */
  children: ReactNode;
  /** Accessible name of the carousel region. */
  label: string;
  /** Milliseconds between slides, or false to stay still. @default 5000 */
  autoplay?: number | false;
  /** Wrap from the last slide to the first. @default true */
  loop?: boolean;
  /** Dots over the slides ('inside'), under them ('below'), or none. @default 'inside' */
  dots?: 'inside' | 'below' | 'none';
  /** Previous/next arrows that appear on hover. @default true */
  arrows?: boolean;
  /** Slide shown first. @default 0 */
  startIndex?: number;
  /** Called with the index of the slide that became current. */
  onSlideChange?: (index: number) => void;
  className?: string;
  style?: CSSProperties;
};

/** A slide show (embla-carousel) with dots, arrows and optional autoplay that pauses on hover. */
export function Carousel({
  children,
  label,
  autoplay = 5000,
  loop = true,
  dots = 'inside',
  arrows = true,
  startIndex = 0,
  onSlideChange,
  className,
  style,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const [plugins] = useState(() => (autoplay ? [Autoplay({
          delay: autoplay,
          stopOnInteraction: false,
          stopOnMouseEnter: true,
          // pause while the pointer is anywhere over the carousel, dots and arrows included
          rootNode: (viewport) => viewport.parentElement ?? viewport,
        })] : []));
  const [viewportRef, api] = useEmblaCarousel({ loop, startIndex }, plugins);
  const [selected, setSelected] = useState(startIndex);
  // 'moving' while embla animates, 'idle' once it settles: tests and styles read one named state
  const [motion, setMotion] = useState<'idle' | 'moving'>('idle');

  useEffect(() => {
    if (!api) return;
    const onSelect = () => {
      const index = api.selectedScrollSnap();
      setSelected(index);
      onSlideChange?.(index);
    };
    const onScroll = () => setMotion('moving');
    const onSettle = () => setMotion('idle');
    api.on('select', onSelect);
    api.on('scroll', onScroll);
    api.on('settle', onSettle);
    return () => {
      api.off('select', onSelect);
      api.off('scroll', onScroll);
      api.off('settle', onSettle);
    };
  }, [api, onSlideChange]);

  const scrollTo = useCallback((index: number) => api?.scrollTo(index), [api]);

  return (
    <section className={className ? `${css.root} ${className}` : css.root} style={style} aria-roledescription="carousel" aria-label={label} data-state={motion}>
      <div className={css.viewport} ref={viewportRef}>
        <div className={css.track}>
          {slides.map((slide, index) => (
            <div
              key={index}
              className={css.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${slides.length}`}
              aria-hidden={index !== selected}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {arrows && slides.length > 1 ? (
        <>
          <button type="button" className={`${css.arrow} ${css.prev}`} aria-label="上一张" onClick={() => api?.scrollPrev()}>
            <ChevronLeftIcon size={18} />
          </button>
          <button type="button" className={`${css.arrow} ${css.next}`} aria-label="下一张" onClick={() => api?.scrollNext()}>
            <ChevronRightIcon size={18} />
          </button>
        </>
      ) : null}
      {dots !== 'none' && slides.length > 1 ? (
        <div className={dots === 'below' ? `${css.dots} ${css.dotsBelow}` : css.dots}>
          {slides.map((_, index) => (
            <button
              key={index}
              type="button"
              className={css.dot}
              aria-label={`第 ${index + 1} 张`}
              aria-current={index === selected}
              onClick={() => scrollTo(index)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
