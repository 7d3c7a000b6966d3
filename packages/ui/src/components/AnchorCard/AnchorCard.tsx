import { useEffect, useState } from 'react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { Avatar } from '../../primitives/Avatar';
import { CrownIcon } from '../../primitives/icons';
import { HeartIcon } from '../../primitives/studioIcons';
import { CirclePlayer } from '../CirclePlayer';
import type { AnchorTag } from '../AnchorFilters';
import * as css from './AnchorCard.css';
import { Inline } from '../../primitives/Stack';

/** spec 01 §3 "recommend": 1 hot, 2 recommended, 3 newest (0 none). */
export const anchorBadges = { 1: 'hot', 2: 'recommended', 3: 'newest' } as const;
export type AnchorBadge = (typeof anchorBadges)[keyof typeof anchorBadges];
const badgeNames: Record<AnchorBadge, string> = { hot: '热门', recommended: '推荐', newest: '最新' };

/** An anchor of a list (spec 02 §3 "Anchor list item"); anchorType 0 system, 1 custom. */
export interface AnchorCardData {
  id: number;
  anchorType: number;
  name: string;
  avatar: string;
  /** The first template's sample, played from the avatar. */
  audition: string | null;
  description: string;
  /** 1 普通, 2 高级, 3 情感: a crown above 1 (spec 02 §2.4). */
  level: number;
  recommend: number;
  /** The badge text the server gives; the default name of `recommend` otherwise. */
  recommendText?: string;
  styleCount: number;
  roleCount: number;
  sceneList?: AnchorTag[];
  favorite: boolean;
}

export const isCustomAnchor = (anchor: { anchorType: number }) => anchor.anchorType === 1;

export type AnchorCardProps = {
  anchor: AnchorCardData;
  /** A click on the card (not on its player or favourite button). */
  onOpen?(anchor: AnchorCardData): void;
  /**
   * Asks the server to (un)favourite. The heart changes only when this resolves true, i.e. the server
   * answered 200 (spec 01 §4); false or a rejection leaves it as it was. Custom anchors have no heart.
   */
  onToggleFavorite?(anchor: AnchorCardData, favorite: boolean): Promise<boolean>;
  /** Marks the card picked (the pickers). @default false */
  selected?: boolean;
  /** Smaller card for the pickers. @default 'md' */
  size?: 'sm' | 'md';
  /** Format of the sample audio when its URL has no extension, e.g. 'mp3' (the server's sample URLs). */
  audioFormat?: string;
};

/** The favourite heart: shows the server's answer, never the wish (spec 01 §4). */
export function useServerFavorite(
  initial: boolean,
  request: ((favorite: boolean) => Promise<boolean>) | undefined,
): { favorite: boolean; pending: boolean; toggle(): void } {
  const [favorite, setFavorite] = useState(initial);
  const [pending, setPending] = useState(false);
  useEffect(() => setFavorite(initial), [initial]);
  const toggle = () => {
    if (!request || pending) return;
    const wanted = !favorite;
    setPending(true);
    request(wanted)
      .then((ok) => {
        if (ok) setFavorite(wanted);
      })
      .catch(() => undefined)
      .finally(() => setPending(false));
  };
  return { favorite, pending, toggle };
}

/// The style and role counts of a system anchor; a count of none is left out (issue 27: cards said 0 个角色), and
/// an anchor with neither shows its description.
function countsOf(anchor: Pick<AnchorCardData, 'styleCount' | 'roleCount' | 'description'>): string {
  const counts = [anchor.styleCount > 0 ? `${anchor.styleCount} 种风格` : null, anchor.roleCount > 0 ? `${anchor.roleCount} 个角色` : null];
  return counts.filter(Boolean).join(' · ') || anchor.description;
}

/**
 * An anchor in the catalogue or a picker (spec 01 §2, spec 02 §2.4): avatar with its sample player, name,
 * a crown for levels above 1, the badge, and as subtitle the description of a custom anchor or the style and
 * role counts of a system one; a favourite heart on system anchors.
 */
export function AnchorCard({ anchor, onOpen, onToggleFavorite, selected = false, size = 'md', audioFormat }: AnchorCardProps) {
  const custom = isCustomAnchor(anchor);
  const { favorite, pending, toggle } = useServerFavorite(anchor.favorite, onToggleFavorite ? (next) => onToggleFavorite(anchor, next) : undefined);
  const badge = anchorBadges[anchor.recommend as keyof typeof anchorBadges] as AnchorBadge | undefined;
  const badgeText = badge ? anchor.recommendText || badgeNames[badge] : null;
  const subtitle = custom ? anchor.description : countsOf(anchor);
  const open = () => onOpen?.(anchor);
  const stop = (event: MouseEvent) => event.stopPropagation();
  return (
    <article
      className={css.card({ size })}
      data-anchor-type={custom ? 'custom' : 'system'}
      data-selected={selected || undefined}
      aria-current={selected || undefined}
      aria-label={anchor.name}
      onClick={open}
    >
      <div className={css.avatarBox}>
        <Avatar src={anchor.avatar} name={anchor.name} size={size === 'sm' ? 'md' : 'lg'} />
        {anchor.audition ? (
          <span className={css.player} onClick={stop}>
            <CirclePlayer src={anchor.audition} label={`试听 ${anchor.name}`} size={size === 'sm' ? 22 : 26} {...(audioFormat ? { format: audioFormat } : {})} />
          </span>
        ) : null}
      </div>
      <div className={css.body({ size })}>
        <div className={css.titleRow}>
          <button
            type="button"
            className={css.name}
            onClick={(event) => {
              event.stopPropagation();
              open();
            }}
            onKeyDown={(event: KeyboardEvent) => event.stopPropagation()}
          >
            {anchor.name}
          </button>
          {anchor.level > 1 ? (
            <span className={css.crown} title="高级主播" data-testid="crown">
              <CrownIcon size={14} title="高级主播" />
            </span>
          ) : null}
          {custom ? <span className={css.badge({ tone: 'custom' })}>我的</span> : null}
          {badge && badgeText ? <span className={css.badge({ tone: badge })}>{badgeText}</span> : null}
        </div>
        <div className={css.subtitle} title={subtitle}>
          {subtitle}
        </div>
        {size === 'md' && !custom && anchor.sceneList && anchor.sceneList.length > 0 ? (
          <Inline gap="1" align="stretch" wrap marginTop="1">
            {anchor.sceneList.map((scene) => (
              <span key={scene.id} className={css.scene}>
                {scene.name}
              </span>
            ))}
          </Inline>
        ) : null}
      </div>
      {!custom && onToggleFavorite ? (
        <button
          type="button"
          className={css.favorite}
          aria-label={favorite ? '取消收藏' : '收藏'}
          aria-pressed={favorite}
          aria-busy={pending || undefined}
          data-state={favorite ? 'on' : 'off'}
          disabled={pending}
          onClick={(event) => {
            event.stopPropagation();
            toggle();
          }}
        >
          <HeartIcon size={18} />
        </button>
      ) : null}
    </article>
  );
}
