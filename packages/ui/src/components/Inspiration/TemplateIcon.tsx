import type { ComponentType } from 'react';
import type { IconProps } from '../../primitives/icons';
import {
  BookIcon, BrandIcon, CourseIcon, FestivalIcon, FoodIcon, GameIcon, HealthIcon, LiveIcon, MegaphoneIcon, NewsIcon, NoticeIcon, PodcastIcon,
  ProductIcon, StoryIcon, TravelIcon, VideoIcon,
} from '../../primitives/writingIcons';
import { SparkleIcon } from '../../primitives/icons';
import { tile, tileHues } from '../../private/writing/Inspiration.css';

/** The icons an inspiration template may name (the contract's `gptTemplateIcons`), drawn here so nothing is hot-linked. */
const icons: Record<string, ComponentType<IconProps>> = {
  video: VideoIcon,
  live: LiveIcon,
  product: ProductIcon,
  book: BookIcon,
  news: NewsIcon,
  course: CourseIcon,
  ad: MegaphoneIcon,
  festival: FestivalIcon,
  story: StoryIcon,
  brand: BrandIcon,
  travel: TravelIcon,
  food: FoodIcon,
  podcast: PodcastIcon,
  game: GameIcon,
  health: HealthIcon,
  notice: NoticeIcon,
};

function hueOf(name: string) {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return tileHues[hash % tileHues.length]!;
}

/** A template's icon on a tinted tile; an unknown name draws a sparkle. */
export function TemplateIcon({ name, size = 22 }: { name: string; size?: number }) {
  const Icon = icons[name] ?? SparkleIcon;
  return (
    <span className={tile[hueOf(name)]} aria-hidden="true" data-icon={name}>
      <Icon size={size} />
    </span>
  );
}
