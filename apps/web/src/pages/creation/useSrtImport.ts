// 导入字幕 (spec 02 §2.2, §5: .srt only): the cues' text, one a line, replaces the script.
import type { Node as PMNode } from 'prosemirror-model';
import { docFromText, validateSrtFileName } from '@peiyin/ssml';
import { toast } from '@peiyin/ui';
import { scriptFromSrt } from '../../features/handoff';

export function useSrtImport(setDoc: (doc: PMNode) => void) {
  return async (file: File) => {
    const checked = validateSrtFileName(file.name);
    if (!checked.ok) {
      toast.warning(checked.message);
      return;
    }
    // the same reading as a transcript's SRT handed over by 文案提取 (features/handoff.ts)
    const { text, cues } = scriptFromSrt(await file.text());
    if (!text.trim()) {
      toast.warning('文本内容为空');
      return;
    }
    setDoc(docFromText(text));
    toast.success(`已导入 ${cues} 条字幕`);
  };
}
