import { PITCH_RANGE, SPEED_RANGE, VOLUME_RANGE, formatSpeed } from '@peiyin/ssml';
import { Button, Slider } from '../../primitives';
import { MarkupPanel } from '../../private/markup/MarkupPanel';

/** The global pitch, speed and volume of the script's voice. */
export interface VoiceProsody {
  pitch: number;
  speed: number;
  volume: number;
}

/** spec 02 §9 defaults: pitch 0, speed 1, volume 100. */
export const VOICE_PROSODY_DEFAULTS: VoiceProsody = { pitch: PITCH_RANGE.default, speed: SPEED_RANGE.default, volume: VOLUME_RANGE.default };

export type PitchMenuProps = {
  value: VoiceProsody;
  /** Every slider move (the page holds the value). */
  onChange: (next: VoiceProsody) => void;
};

const signed = (v: number) => (v > 0 ? `+${v}` : String(v));

/** The pitch menu (spec 02 §2.2): pitch -500..500 step 5, speed 0.5-2 (1.0x), volume 0-100 of the whole voice, and reset. */
export function PitchMenu({ value, onChange }: PitchMenuProps) {
  const set = (key: keyof VoiceProsody) => (next: number) => onChange({ ...value, [key]: next });
  return (
    <MarkupPanel
      kind="voice"
      title="音调语速"
      footer={
        <Button variant="secondary" size="sm" onClick={() => onChange(VOICE_PROSODY_DEFAULTS)}>
          恢复默认
        </Button>
      }
    >
      <Slider label="音调" {...PITCH_RANGE} value={value.pitch} onChange={set('pitch')} format={signed} />
      <Slider label="语速" {...SPEED_RANGE} value={value.speed} onChange={set('speed')} format={formatSpeed} />
      <Slider label="音量" {...VOLUME_RANGE} value={value.volume} onChange={set('volume')} />
    </MarkupPanel>
  );
}
