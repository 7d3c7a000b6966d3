// 粘贴文案 (issue 28 §1: every step of the pipeline can start from the middle): a script without a recording, cut
// into sentences timed by the editor's estimate, edited, rewritten and dubbed like a transcript; no recogniser needed.
import { useState } from 'react';
import { Button, Dialog, Field, Inline, Stack, Textarea } from '@peiyin/ui';
import { timedSentences } from './pipeline';
import { TranscriptWorkbench } from './TranscriptWorkbench';

/// A pasted script is at most what the editor takes (spec 02 §9: 8000).
const PASTE_MAX = 8000;
const PASTED_TITLE = '粘贴的文案';

/// The script to paste, and 分句编辑.
export function PasteForm({ onOpen }: { onOpen: (text: string) => void }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!value.trim()) return setError('请输入文案内容');
        setError(null);
        onOpen(value);
      }}
    >
      <Stack gap="3">
        <Field label="文案" error={error} hint="已有文案？粘贴进来分成句子，可以逐句修改、智能改写，再去配音">
          <Textarea value={value} onChange={(event) => setValue(event.currentTarget.value)} rows={6} maxLength={PASTE_MAX} placeholder="粘贴要配音的文案" />
        </Field>
        <Inline>
          <Button type="submit">分句编辑</Button>
        </Inline>
      </Stack>
    </form>
  );
}

export function PastedDetail({ text, onClose }: { text: string; onClose: () => void }) {
  const [sentences] = useState(() => timedSentences(text));
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content title={PASTED_TITLE} description={`${sentences.length} 句，时间按朗读估算`} width={760}>
        <TranscriptWorkbench title={PASTED_TITLE} sentences={sentences} mediaUrl={null} video={false} />
      </Dialog.Content>
    </Dialog.Root>
  );
}
