import type { KeyboardEvent } from 'react';
import { Button, IconButton } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { ChevronLeftIcon, ChevronRightIcon, DownloadIcon } from '../../primitives/icons';
import { CoverIcon } from './drawIcons';
import { parseDrawSize } from './drawTask';
import * as css from './DrawTaskCard.css';

export interface DrawImagePreviewProps {
  images: readonly { url: string; downloadUrl: string }[];
  /** The picture shown, from 0. */
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** The description, under the picture. */
  prompt: string;
  /** e.g. 720*1280 */
  size: string;
  onSetCover: (index: number) => void;
}

/** A drawing's pictures large, one at a time (arrows and ← → between them), with 下载 and 设为作品封面. */
export function DrawImagePreview({ images, index, onIndexChange, onClose, prompt, size, onSetCover }: DrawImagePreviewProps) {
  const image = images[index];
  if (!image) return null;
  const { width, height } = parseDrawSize(size);
  const many = images.length > 1;
  const go = (step: number) => onIndexChange((index + step + images.length) % images.length);
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content
        title="作品预览"
        description={many ? `第 ${index + 1} / ${images.length} 张` : undefined}
        width={width >= height ? 880 : 620}
        onKeyDown={(event: KeyboardEvent) => {
          if (!many) return;
          if (event.key === 'ArrowLeft') go(-1);
          if (event.key === 'ArrowRight') go(1);
        }}
        footer={
          <>
            <Button asChild variant="secondary">
              <a href={image.downloadUrl} download>
                <DownloadIcon />
                下载
              </a>
            </Button>
            <Button icon={<CoverIcon />} onClick={() => onSetCover(index)}>
              设为作品封面
            </Button>
          </>
        }
      >
        <div className={css.previewStage}>
          {many ? (
            <IconButton label="上一张" round className={css.previewPrev} onClick={() => go(-1)}>
              <ChevronLeftIcon size={20} />
            </IconButton>
          ) : null}
          <img className={css.previewImage} src={image.url} alt={`${prompt} 第 ${index + 1} 张`} style={{ aspectRatio: `${width} / ${height}` }} />
          {many ? (
            <IconButton label="下一张" round className={css.previewNext} onClick={() => go(1)}>
              <ChevronRightIcon size={20} />
            </IconButton>
          ) : null}
        </div>
        <p className={css.previewPrompt}>{prompt}</p>
      </Dialog.Content>
    </Dialog.Root>
  );
}
