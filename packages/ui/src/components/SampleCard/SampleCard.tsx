import { Avatar } from '../../primitives/Avatar';
import { Badge } from '../../primitives/Badge';
import * as css from './SampleCard.css';
import { Inline } from '../../primitives/Stack';

/** What a sample card and its detail dialog show (spec 02 §3 "Sample"). */
export interface GallerySample {
  id: number;
  name: string;
  comment: string;
  anchorId: number;
  anchorName: string;
  anchorAvatar: string;
  templateId: number;
  templateName: string;
  /** The words the sample speaks. */
  templateText: string;
  /** URL of the sample's audio. */
  templateAudio: string;
  /** How often the sample was auditioned and used; 0 hides the badge. */
  hot: number;
  /** `hot` as shown, e.g. '1.2万'. */
  hotText: string;
}

/** 'anchorName-templateName', the voice a sample uses (spec 02 §2.12). */
export const sampleVoiceLabel = (sample: Pick<GallerySample, 'anchorName' | 'templateName'>) => `${sample.anchorName}-${sample.templateName}`;

export interface SampleCardProps {
  sample: GallerySample;
  /** A click (or Enter/Space) on the card opens its detail. */
  onOpen: (sample: GallerySample) => void;
}

/** One card of the sample gallery: name, comment, the anchor's avatar and voice, a hot badge (spec 02 §2.12). */
export function SampleCard({ sample, onOpen }: SampleCardProps) {
  return (
    <button type="button" className={css.card} onClick={() => onOpen(sample)} aria-label={`${sample.name}，${sampleVoiceLabel(sample)}`}>
      <Inline as="span" gap="2" justify="space-between">
        <span className={css.name}>{sample.name}</span>
        {sample.hot > 0 ? (
          <Badge tone="warning" className={css.hot} data-testid="sample-hot">
            <FlameIcon />
            {sample.hotText}
          </Badge>
        ) : null}
      </Inline>
      <span className={css.comment}>{sample.comment}</span>
      <span className={css.voice}>
        <Avatar src={sample.anchorAvatar} name={sample.anchorName} size="sm" />
        <span className={css.voiceName}>{sampleVoiceLabel(sample)}</span>
      </span>
    </button>
  );
}

function FlameIcon() {
  return (
    <svg width={12} height={12} viewBox="0 0 24 24" fill="currentColor" aria-hidden focusable="false">
      <path d="M12 2.5c.6 3.3-1.6 5-3.2 6.9C7.3 11.2 6 13 6 15.4 6 19 8.7 21.5 12 21.5s6-2.5 6-6c0-3-1.8-5-3.1-6.3-.3 1.6-1.1 2.7-2.3 3.3.5-3.5-.1-6.4-.6-10z" />
    </svg>
  );
}
