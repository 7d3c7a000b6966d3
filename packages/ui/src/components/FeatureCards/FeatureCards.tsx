import type { ReactNode } from 'react';
import * as css from './FeatureCards.css';
import { atomsAt } from '../../theme/sprinkles.css';
import { ArrowRightIcon } from '../../primitives/icons';
import { FeatureArtMulti, FeatureArtTools, FeatureArtVoice } from '../../assets/featureArt';
import { Box } from '../../primitives/Box';

export type FeatureKey = 'tts' | 'multiAnchor' | 'tools';

export type Feature = {
  key: FeatureKey;
  title: string;
  description: string;
  /** spec 01 §6: cards leading to creation need login. */
  loginRequired: boolean;
  art: ReactNode;
};

/** The three cards of spec 01 §2: voice synthesis and multi-anchor scenes lead to creation, smart tools to the tools hub. */
export const features: readonly Feature[] = [
  { key: 'tts', title: '语音合成', description: '输入文字，选择主播，秒级生成自然流畅的配音', loginRequired: true, art: <FeatureArtVoice /> },
  { key: 'multiAnchor', title: '多主播场景', description: '对话、广告、有声书，多个角色一次合成', loginRequired: true, art: <FeatureArtMulti /> },
  { key: 'tools', title: '智能工具', description: '图片转文字、语音转文字、视频提取文案', loginRequired: false, art: <FeatureArtTools /> },
];

export type FeatureCardsProps = {
  /** A card was chosen; the app routes (and asks for login when `loginRequired`). */
  onSelect: (feature: Feature) => void;
};

/** Three feature cards on the home page: a column on a phone, a row of three from a tablet up. */
export function FeatureCards({ onSelect }: FeatureCardsProps) {
  return (
    <ul className={`${atomsAt({ display: 'grid', gridTemplateColumns: { phone: 1, tablet: 3 }, gap: { phone: '4', tablet: '4', desktop: '6' } })} ${css.grid}`}>
      {features.map((feature) => (
        <li key={feature.key}>
          <button type="button" className={css.card} onClick={() => onSelect(feature)}>
            <Box as="span" flexShrink={0}>{feature.art}</Box>
            <span className={css.body}>
              <span className={css.title}>{feature.title}</span>
              <span className={css.description}>{feature.description}</span>
              <span className={css.more}>
                立即体验 <ArrowRightIcon size={14} />
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
