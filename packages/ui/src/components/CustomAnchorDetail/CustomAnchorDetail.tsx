import { useState } from 'react';
import { Avatar } from '../../primitives/Avatar';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { Spinner } from '../../primitives/Spinner';
import { EditIcon, TrashIcon } from '../../primitives/studioIcons';
import { CirclePlayer } from '../CirclePlayer';
import { ConfirmDialog } from '../ConfirmDialog';
import { formatPitch, formatSpeed } from '../../private/customAnchor/customAnchorForm';
import * as css from './CustomAnchorDetail.css';
import { Inline } from '../../primitives/Stack';

/** A custom anchor as its detail shows it (spec 02 §3 "Custom anchor"). */
export interface CustomAnchorDetailData {
  id: number;
  name: string;
  /** The description. */
  comment: string;
  /** The system anchor's avatar. */
  avatar: string;
  /** The system anchor (the voice). */
  anchorName: string;
  /** The emotion/style template. */
  templateName: string;
  pitch: number;
  speed: number;
  volume: number;
  /** The audition text its sample reads. */
  text: string;
}

export interface CustomAnchorDetailProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null while it loads. */
  anchor: CustomAnchorDetailData | null;
  /** Audio of the sample (the text read with this anchor's voice); null while it is being made. @default null */
  sampleSrc?: string | null;
  /** Format of `sampleSrc` when its URL has no extension (a blob URL), e.g. 'mp3'. */
  sampleFormat?: string;
  /** 编辑: the app opens the edit drawer. */
  onEdit: () => void;
  /** 开始配音: the app goes to the editor with this anchor. */
  onStart: () => void;
  /** Called after the person confirms; resolving closes the confirmation (the app closes the detail). */
  onDelete: () => Promise<unknown>;
}

/**
 * The custom anchor detail dialog (spec 01 §2): avatar, name, description, the voice properties (pitch, speed,
 * volume, spec 02 §2.5), the sample as "anchor-template" with a circle player and its text, and the actions
 * 编辑, 开始配音 and 删除 (which asks first, spec 02 §8).
 */
export function CustomAnchorDetail({ open, onOpenChange, anchor, sampleSrc = null, sampleFormat, onEdit, onStart, onDelete }: CustomAnchorDetailProps) {
  const [confirming, setConfirming] = useState(false);

  const footer = anchor ? (
    <div className={css.footer}>
      <Button variant="ghost" icon={<TrashIcon size={16} />} onClick={() => setConfirming(true)}>
        删除
      </Button>
      <span className={css.footerSpacer} />
      <Button variant="secondary" icon={<EditIcon size={16} />} onClick={onEdit}>
        编辑
      </Button>
      <Button onClick={onStart}>开始配音</Button>
    </div>
  ) : undefined;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content title="自定义主播详情" hideTitle width={520} footer={footer} aria-busy={anchor ? undefined : true}>
        {anchor ? (
          <>
            <Inline gap="4" align="flex-start">
              <Avatar src={anchor.avatar} name={anchor.anchorName} size="xl" />
              <div className={css.headText}>
                <h2 className={css.name}>
                  {anchor.name}
                  <Badge tone="brand">自定义</Badge>
                </h2>
                <p className={css.comment}>{anchor.comment}</p>
              </div>
            </Inline>
            <h3 className={css.sectionTitle}>声音属性</h3>
            <dl className={css.props}>
              {(
                [
                  ['音调', formatPitch(anchor.pitch)],
                  ['语速', formatSpeed(anchor.speed)],
                  ['音量', String(anchor.volume)],
                ] as const
              ).map(([term, value]) => (
                <div key={term} className={css.prop}>
                  <dt className={css.propTerm}>{term}</dt>
                  <dd className={css.propValue}>{value}</dd>
                </div>
              ))}
            </dl>
            <h3 className={css.sectionTitle}>样音</h3>
            <div className={css.sample}>
              {sampleSrc ? (
                <CirclePlayer src={sampleSrc} label={`播放 ${anchor.name} 样音`} {...(sampleFormat ? { format: sampleFormat } : {})} />
              ) : (
                <span className={css.samplePending}>
                  <Spinner size={18} label="样音生成中" />
                </span>
              )}
              <div className={css.sampleText}>
                <span className={css.sampleVoice}>
                  {anchor.anchorName}-{anchor.templateName}
                </span>
                <p className={css.sampleContent}>{anchor.text}</p>
              </div>
            </div>
          </>
        ) : (
          <div className={css.loading}>
            <Spinner size={24} />
          </div>
        )}
      </Dialog.Content>
      {/* spec 02 §8: deleting a custom anchor confirms first */}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="删除自定义主播"
        text={`删除后无法恢复，是否继续删除「${anchor?.name ?? ''}」？`}
        confirmText="确定删除"
        tone="danger"
        onConfirm={onDelete}
      />
    </Dialog.Root>
  );
}
