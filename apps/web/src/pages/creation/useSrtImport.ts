// 导入字幕 (spec 02 §2.2, §5: .srt only): the cues' text, one a line, replaces the script.
import type { Node as PMNode } from 'prosemirror-model';
import { docFromText, parseSrt, validateSrtFileName } from '@peiyin/ssml';
import { toast } from '@peiyin/ui';

export function useSrtImport(setDoc: (doc: PMNode) => void) {
  return async (file: File) => {
    const checked = validateSrtFileName(file.name);
    if (!checked.ok) {
      toast.warning(checked.message);
      return;
    }
    const parsed = parseSrt(await file.text());
    const text = parsed.cues.map((cue) => cue.text).join('\n');
    if (!text.trim()) {
      toast.warning('文本内容为空');
      return;
    }
    setDoc(docFromText(text));
    toast.success(`已导入 ${parsed.cues.length} 条字幕`);
  };
}
