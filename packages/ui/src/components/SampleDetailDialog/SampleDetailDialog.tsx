import { useState } from 'react';
import type { CircleStatus } from '@peiyin/player';
import { Dialog } from '../../primitives/Dialog';
import { Button } from '../../primitives/Button';
import { Avatar } from '../../primitives/Avatar';
import { MicIcon } from '../../primitives/icons';
import { CirclePlayer } from '../CirclePlayer';
import { sampleVoiceLabel, type GallerySample } from '../SampleCard';
import * as css from './SampleDetailDialog.css';
import { Inline } from '../../primitives/Stack';
import { Box } from '../../primitives/Box';

export interface SampleDetailDialogProps {
  /** The sample shown; null renders nothing. */
  sample: GallerySample | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Playback of the sample started (the app reports event 1, an audition). */
  onPlay?: (sample: GallerySample) => void;
  /** 去配音: the app reports event 2 and opens the editor with this sample's anchor and template. */
  onUse: (sample: GallerySample) => void;
  /** Format of the audio when its URL has no extension, e.g. 'mp3'. */
  audioFormat?: string;
}

/** The detail of one sample (spec 02 §2.12): titled AI样音详情, with a player, the text and 去配音. */
export function SampleDetailDialog({ sample, open, onOpenChange, onPlay, onUse, audioFormat }: SampleDetailDialogProps) {
  const [status, setStatus] = useState<CircleStatus>('idle');
  return (
    <Dialog.Root open={open && sample !== null} onOpenChange={onOpenChange}>
      {sample ? (
        <Dialog.Content title="AI样音详情" width={520}>
          <Inline gap="3">
            <Avatar src={sample.anchorAvatar} name={sample.anchorName} size="lg" />
            <div className={css.who}>
              <div className={css.name}>{sample.name}</div>
              <div className={css.voice}>
                {sampleVoiceLabel(sample)}
                {/* what the circle is doing, in words: the first play of a sample is made on the server first (issue 27) */}
                <span role="status" data-testid="sample-player-status">
                  {status === 'loading' ? ' · 加载中…' : status === 'playing' ? ' · 播放中' : ''}
                </span>
              </div>
            </div>
            <CirclePlayer
              src={sample.templateAudio}
              size={48}
              label={`播放 ${sample.name} 样音`}
              {...(audioFormat ? { format: audioFormat } : {})}
              onPlay={() => onPlay?.(sample)}
              onStatusChange={setStatus}
            />
          </Inline>

          {sample.comment ? <p className={css.comment}>{sample.comment}</p> : null}
          <div className={css.text} data-testid="sample-text">
            {sample.templateText}
          </div>
          <Box display="flex" justifyContent="center" marginTop="6">
            <Button size="lg" icon={<MicIcon size={18} />} onClick={() => onUse(sample)}>
              去配音
            </Button>
          </Box>
        </Dialog.Content>
      ) : null}
    </Dialog.Root>
  );
}
