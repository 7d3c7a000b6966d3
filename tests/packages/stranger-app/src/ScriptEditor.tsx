import { useCallback, useRef, useState } from 'react';
import type { Command } from 'prosemirror-state';
import { createEditorState, DEFAULT_SMART_BREAKS, toSsml } from '@peiyin/ssml';
import { BgmMenu, Button, EditorToolbar, MarkupPopover, SsmlEditor, type ChipTarget, type EditorVoice, type SsmlEditorHandle } from '@peiyin/ui';

const initialVoice: EditorVoice = {
  templateId: null,
  intensity: 1,
  role: null,
  pitch: 0,
  speed: 1,
  volume: 100,
  sampleRate: 16000,
  bgm: null,
  smartBreaks: DEFAULT_SMART_BREAKS,
};
// the sound menu reads query answers (the shape TanStack Query's useQuery returns); this product has no sounds
const noSounds = () => ({ status: 'success', data: [] }) as const;

export function ScriptEditor() {
  const editor = useRef<SsmlEditorHandle>(null);
  const [initial] = useState(() => createEditorState());
  const [state, setState] = useState(initial);
  const [voice, setVoice] = useState(initialVoice);
  const [chip, setChip] = useState<ChipTarget | null>(null);
  const [ssml, setSsml] = useState('');
  const run = useCallback((command: Command) => editor.current?.run(command) ?? false, []);
  const closeChip = useCallback(() => setChip(null), []);

  return (
    <main style={{ maxWidth: 960, margin: '24px auto', display: 'grid', gap: 12 }}>
      <EditorToolbar
        state={state}
        run={run}
        voice={voice}
        onVoiceChange={setVoice}
        templates={[]}
        roles={[]}
        useSoundStyles={noSounds}
        useSounds={noSounds}
        bgmMenu={(menu) => <BgmMenu {...menu} tracks={{ status: 'success', data: { total: 0, list: [] } }} page={1} onPageChange={() => {}} />}
        // no speech endpoint in this product: the audition button stays disabled
        audition={{ status: 'default', disabled: true, onPlay() {}, onPause() {}, onResume() {}, onStop() {} }}
        onOpenAnchorPicker={() => {}}
        onOpenMultiVoice={() => {}}
        onPopupClose={() => editor.current?.focus()}
      />
      <SsmlEditor ref={editor} defaultState={initial} placeholder="请输入需要配音的文案" onChange={setState} onChipClick={setChip} />
      <MarkupPopover state={state} run={run} target={chip} onClose={closeChip} />
      <Button
        variant="secondary"
        onClick={() => setSsml(toSsml(state.doc, { anchorId: 'xiaoxiao', anchorName: '晓晓', pitch: voice.pitch, speed: voice.speed, volume: voice.volume }))}
      >
        导出 SSML
      </Button>
      <pre data-testid="ssml">{ssml}</pre>
    </main>
  );
}
