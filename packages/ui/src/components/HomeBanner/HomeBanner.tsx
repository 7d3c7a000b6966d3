import type { ReactNode } from 'react';
import * as css from './HomeBanner.css';
import { Carousel } from '../../primitives/Carousel';
import { BannerSlideMulti, BannerSlideTools, BannerSlideVoice } from '../../assets/homeBanner';

export type HomeBannerSlideKey = 'voice' | 'multiAnchor' | 'tools';

export type HomeBannerSlide = {
  key: HomeBannerSlideKey | string;
  /** Accessible description of the picture. */
  title: string;
  /** The picture; fills the slide. */
  art: ReactNode;
};

/** Our three generated slides: AI dubbing, multi-anchor scenes, smart tools. */
export const homeBannerSlides: readonly HomeBannerSlide[] = [
  { key: 'voice', title: 'AI 配音，一句话成声', art: <BannerSlideVoice title="AI 配音，一句话成声" /> },
  { key: 'multiAnchor', title: '多主播对话，一人成剧', art: <BannerSlideMulti title="多主播对话，一人成剧" /> },
  { key: 'tools', title: '智能工具箱，效率翻倍', art: <BannerSlideTools title="智能工具箱，效率翻倍" /> },
];

export type HomeBannerProps = {
  /** @default homeBannerSlides */
  slides?: readonly HomeBannerSlide[];
  /** Milliseconds per slide, or false to stay still. @default 5000 */
  autoplay?: number | false;
  /** A slide was clicked (the app decides where it leads). */
  onSlideClick?: (key: string) => void;
};

/** The auto-playing carousel at the top of the home page (spec 01 §2). */
export function HomeBanner({ slides = homeBannerSlides, autoplay = 5000, onSlideClick }: HomeBannerProps) {
  return (
    <div className={css.banner}>
      <Carousel label="首页横幅" autoplay={autoplay} style={{ height: '100%' }}>
        {slides.map((slide) => (
          <button key={slide.key} type="button" className={css.slideButton} onClick={() => onSlideClick?.(slide.key)} aria-label={slide.title}>
            {slide.art}
          </button>
        ))}
      </Carousel>
    </div>
  );
}
