// Two circle (sample) players side by side for the stories only, as the anchor list shows them
// (spec 02 §4): a click plays the sample, a second click stops it, and only one plays on the page.
import type { CSSProperties } from 'react';
import { useCirclePlayer } from '../useCirclePlayer.ts';

export interface SampleProps {
  /// The anchor's name, also the button's accessible name.
  name: string;
  src: string;
}

const card: CSSProperties = { display: 'grid', gap: 4, padding: 12, border: '1px solid #ccc', borderRadius: 8, width: 200 };

export function CircleSample({ name, src }: SampleProps) {
  const { state, toggle } = useCirclePlayer({ src });
  const playing = state.status === 'playing';
  return (
    <div style={card} data-testid={`sample-${name}`} data-state={state.status}>
      <button type="button" onClick={toggle} aria-pressed={state.status !== 'idle'}>
        {state.status === 'idle' ? '播放' : '停止'} {name}
      </button>
      <span>状态：{state.status}</span>
      {/* the ring moves: its number is shown only while playing, so the final picture is stable */}
      {playing ? <span data-testid={`progress-${name}`}>进度：{Math.round(state.progress * 100)}%</span> : null}
      {state.error ? <span role="alert">{state.error}</span> : null}
    </div>
  );
}

export function CircleDemo({ samples }: { samples: readonly SampleProps[] }) {
  return (
    <div style={{ display: 'flex', gap: 16 }}>
      {samples.map((sample) => (
        <CircleSample key={sample.name} {...sample} />
      ))}
    </div>
  );
}
