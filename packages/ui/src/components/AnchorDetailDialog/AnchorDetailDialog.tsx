import { useState } from 'react';
import { Avatar } from '../../primitives/Avatar';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { Spinner } from '../../primitives/Spinner';
import { HeartIcon } from '../../primitives/studioIcons';
import { CirclePlayer } from '../CirclePlayer';
import { MemberBadge } from '../../private/markup/MemberBadge';
import type { AnchorTag } from '../AnchorFilters';
import { useServerFavorite } from '../AnchorCard';
import * as css from './AnchorDetailDialog.css';
import { Box } from '../../primitives/Box';
import { Stack, Inline } from '../../primitives/Stack';

/** spec 02 §3 "Emotion template": `filepath` is its sample audio and `content` the sample's text. */
export interface EmotionTemplateData {
  id: number;
  title: string;
  subtitle: string;
  imagePath: string;
  filepath: string;
  pitchRate: number;
  speechRate: number;
  volume: number;
  sampleRate: number;
  role: string | null;
  content: string;
  /** Only members may synthesise with it (marked 会员). @default false */
  memberOnly?: boolean;
}

/** spec 02 §3 "Role". */
export interface AnchorRoleData {
  id: number;
  name: string;
  value: string;
  avatar: string;
}

/** spec 02 §3 "Anchor detail" (`GET /api/anchor/detail`). */
export interface AnchorDetailData {
  id: number;
  name: string;
  avatar: string;
  desc: string;
  aiLevel: number;
  roleCount: number;
  sceneList: AnchorTag[];
  favorite: boolean;
  templateList: EmotionTemplateData[];
  roleList: AnchorRoleData[];
}

export type AnchorDetailDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The loaded detail; null while it loads (a spinner shows). */
  detail: AnchorDetailData | null;
  /** Resolves true when the server answered 200; only then the heart changes (spec 01 §4). */
  onToggleFavorite?(detail: AnchorDetailData, favorite: boolean): Promise<boolean>;
  /** 开始配音, with the template the user picked in the list (null: none picked). */
  onStart(detail: AnchorDetailData, templateId: number | null): void;
  /** A sample starts playing (e.g. to report an audition). */
  onPlaySample?(template: EmotionTemplateData): void;
  /** Format of the sample audio when its URL has no extension, e.g. 'mp3' (the server's sample URLs). */
  audioFormat?: string;
};

function FavoriteButton({ detail, onToggle }: { detail: AnchorDetailData; onToggle: (detail: AnchorDetailData, favorite: boolean) => Promise<boolean> }) {
  const { favorite, pending, toggle } = useServerFavorite(detail.favorite, (next) => onToggle(detail, next));
  return (
    <Button
      variant={favorite ? 'soft' : 'secondary'}
      size="sm"
      icon={<HeartIcon size={16} />}
      aria-pressed={favorite}
      data-favorite={favorite ? 'on' : 'off'}
      loading={pending}
      className={css.favorite}
      onClick={toggle}
    >
      {favorite ? '已收藏' : '收藏'}
    </Button>
  );
}

/**
 * The anchor detail dialog of the anchors page (spec 01 §2): avatar, name, description, scenes, favourite,
 * the template samples (each with its circle player and text), and 开始配音. A template can be picked by
 * clicking it; 开始配音 takes the pick along.
 */
export function AnchorDetailDialog({ open, onOpenChange, detail, onToggleFavorite, onStart, onPlaySample, audioFormat }: AnchorDetailDialogProps) {
  const [picked, setPicked] = useState<number | null>(null);
  const [shownId, setShownId] = useState<number | null>(null);
  // a new anchor starts without a pick
  if ((detail?.id ?? null) !== shownId) {
    setShownId(detail?.id ?? null);
    setPicked(null);
  }
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        title={detail ? detail.name : '主播详情'}
        hideTitle
        width={640}
        footer={
          detail ? (
            <Button onClick={() => onStart(detail, picked)} size="lg">
              开始配音
            </Button>
          ) : null
        }
      >
        {!detail ? (
          <Box display="flex" justifyContent="center" padding="10">
            <Spinner label="加载中" />
          </Box>
        ) : (
          <Stack gap="4">
            <header className={css.header}>
              <Avatar src={detail.avatar} name={detail.name} size="xl" />
              <div className={css.headerText}>
                <Inline gap="3" wrap>
                  <h2 className={css.name}>{detail.name}</h2>
                  {onToggleFavorite ? <FavoriteButton key={detail.id} detail={detail} onToggle={onToggleFavorite} /> : null}
                </Inline>
                <p className={css.desc}>{detail.desc}</p>
                {detail.sceneList.length > 0 ? (
                  <ul className={css.scenes} aria-label="适用场景">
                    {detail.sceneList.map((scene) => (
                      <li key={scene.id} className={css.scene}>
                        {scene.name}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </header>
            <h3 className={css.sectionTitle}>样音</h3>
            <ul className={css.templates} aria-label="样音">
              {detail.templateList.map((template) => {
                const selected = picked === template.id;
                return (
                  <li
                    key={template.id}
                    className={css.template}
                    data-selected={selected || undefined}
                    aria-label={template.title}
                    onClick={() => setPicked(selected ? null : template.id)}
                  >
                    <CirclePlayer src={template.filepath} label={`播放 ${template.title} 样音`} size={36} {...(audioFormat ? { format: audioFormat } : {})} onPlay={() => onPlaySample?.(template)} />
                    <div className={css.templateText}>
                      <div className={css.templateTitleRow}>
                        <span className={css.templateTitle}>
                          {template.title}
                          {template.memberOnly ? <MemberBadge /> : null}
                        </span>
                        <span className={css.templateSubtitle}>{template.subtitle}</span>
                      </div>
                      <p className={css.templateContent}>{template.content}</p>
                    </div>
                    <button
                      type="button"
                      className={css.pick}
                      aria-pressed={selected}
                      onClick={(event) => {
                        event.stopPropagation();
                        setPicked(selected ? null : template.id);
                      }}
                    >
                      {selected ? '已选' : '选用'}
                    </button>
                  </li>
                );
              })}
            </ul>
          </Stack>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
