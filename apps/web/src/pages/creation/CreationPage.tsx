// /creation: the dubbing editor (spec 02 §2.2-§2.5, §4, §5, §8). The page holds the voice, the background
// music and the smart-break setting; the script lives in the ProseMirror view of `SsmlEditor` and is read
// from it on demand, so typing never re-renders the page.
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams, Link } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import type { Command, EditorState } from 'prosemirror-state';
import {
  createEditorState,
  deriveWorkTitle,
  docFromText,
  docToText,
  getSpeechLength,
  parseSrt,
  parseSsmlDocument,
  setMultiVoice,
  updateMultiVoice,
  validateSrtFileName,
  type MultiVoiceAttrs,
  type SmartBreakConfig,
} from '@peiyin/ssml';
import {
  Avatar,
  Button,
  Dialog,
  EditorFooter,
  HeartIcon,
  SsmlEditor,
  Spinner,
  Text,
  WorkTitle,
  toast,
  type ChipTarget,
  type SsmlEditorHandle,
} from '@peiyin/ui';
import type { AnchorDetail } from '@peiyin/api-client';
import { api } from '../../api';
import { vipOpenAtom } from '../../state/feedbackDialog';
import { defaultAnchorId } from '../../site';
import type { PickedVoice } from '../../features/voice';
import { AUTO_SAVE_MS, saveDraft } from './drafts';
import type { BgmChoice, SpeechSetup } from './speech';
import { submitTask, type SubmitOutcome } from './submit';
import { useScriptAudition } from './useScriptAudition';
import { loadVoice, loadWorkVoice, type VoiceSource } from './voice';
import { CreationMenus } from './CreationMenus';
import * as css from './layout';

const AnchorPickerHost = lazy(() => import('../../features/anchors/AnchorPickerHost'));
const MultiVoicePickerHost = lazy(() => import('../../features/anchors/MultiVoicePickerHost'));
const TemplateSaveHost = lazy(() => import('../../features/customAnchors/TemplateSaveHost'));

const EDITOR_HINT = '温馨提示：请正确使用标点符号断句，否则可能导致合成失败；试听时请尽量选择较短的内容。';

const int = (value: string | null): number | null => (value !== null && /^\d{1,10}$/.test(value) ? Number(value) : null);

export default function CreationPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const openVip = useSetAtom(vipOpenAtom);
  const editorRef = useRef<SsmlEditorHandle>(null);
  const [initialState] = useState(() => createEditorState());

  const [voice, setVoice] = useState<PickedVoice | null>(null);
  const [source, setSource] = useState<VoiceSource | null>(null);
  const [bgm, setBgm] = useState<BgmChoice | null>(null);
  const [smartBreaks, setSmartBreaks] = useState<SmartBreakConfig | undefined>(undefined);
  const [title, setTitle] = useState('');
  const [workId, setWorkId] = useState<number | null>(null);
  const [lastSaved, setLastSaved] = useState<number | null>(null);
  const [editorState, setEditorState] = useState<EditorState>(initialState);
  const [loading, setLoading] = useState(true);
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<SubmitOutcome | null>(null);
  const [picker, setPicker] = useState<'anchor' | 'multiVoice' | 'saveAnchor' | null>(null);
  const [multiVoiceTarget, setMultiVoiceTarget] = useState<{ attrs: MultiVoiceAttrs; pos: number } | null>(null);
  const [chip, setChip] = useState<ChipTarget | null>(null);
  // the document last saved (or loaded): auto-save runs only when the script changed since
  const savedDoc = useRef(initialState.doc);

  const getState = useCallback(() => editorRef.current?.getState() ?? null, []);
  const setup: SpeechSetup | null = useMemo(
    () => (voice && source ? { voice, baseAnchorId: source.detail.id, bgm, smartBreaks } : null),
    [voice, source, bgm, smartBreaks],
  );
  const audition = useScriptAudition(setup, getState);

  // ── loading: a draft by workId, else the anchor of the query ──
  const loadKey = useRef('');
  useEffect(() => {
    const queryWorkId = int(params.get('workId'));
    const anchorType = params.get('anchorType') === '1' ? 1 : 0;
    const anchorId = params.has('anchorId') ? int(params.get('anchorId')) : defaultAnchorId;
    const key = `${queryWorkId}:${anchorType}:${anchorId}`;
    // the page rewrites its own query when the voice or the draft changes: nothing to load then
    if (key === loadKey.current) return;
    loadKey.current = key;
    let cancelled = false;
    setLoading(true);
    (async () => {
      if (queryWorkId !== null) {
        const work = await api.tts.workDetail({ workId: queryWorkId });
        const loaded = await loadWorkVoice(work);
        if (cancelled) return;
        // content version 2 is SSML; version 1 drafts were plain text
        const parsed = work.contentVersion === 2 ? parseSsmlDocument(work.text) : null;
        const doc = parsed ? parsed.doc : docFromText(work.text);
        editorRef.current?.setDoc(doc);
        savedDoc.current = editorRef.current?.getState().doc ?? doc;
        setSmartBreaks(parsed?.voice?.smartBreaks);
        setTitle(work.title);
        setWorkId(work.workId);
        setLastSaved(work.updateTime);
        setVoice(loaded.voice);
        setSource(loaded.source);
        return;
      }
      if (!anchorId) {
        // spec 02 §8: anchor id 0 at creation
        toast.warning('操作失败：无法识别主播');
        setPicker('anchor');
        return;
      }
      const loaded = await loadVoice(anchorType, anchorId, int(params.get('templateId')), int(params.get('roleId')));
      if (cancelled) return;
      setVoice(loaded.voice);
      setSource(loaded.source);
    })()
      .catch((error: unknown) => {
        if (!cancelled) toast.error(error instanceof Error && error.message ? error.message : '操作失败');
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [params]);

  // spec 02 §2.2: the query follows the voice and the draft
  useEffect(() => {
    if (!voice) return;
    const next = new URLSearchParams();
    next.set('anchorType', String(voice.anchorType));
    next.set('anchorId', String(voice.anchorId));
    if (workId !== null) next.set('workId', String(workId));
    if (voice.templateId !== null) next.set('templateId', String(voice.templateId));
    if (next.toString() === params.toString()) return;
    loadKey.current = `${workId}:${voice.anchorType}:${voice.anchorId}`;
    setParams(next, { replace: true });
  }, [voice, workId, params, setParams]);

  // ── drafts ──
  const save = useCallback(
    async (auto: boolean) => {
      const state = getState();
      if (!state || !setup) return;
      const result = await saveDraft(state, setup, { workId, title }, auto ? { silent: true } : {});
      if (!result.ok) {
        if (!auto) toast.warning(result.message);
        return;
      }
      savedDoc.current = state.doc;
      setWorkId(result.workId);
      setTitle(result.title);
      setLastSaved(result.updateTime);
      if (!auto) toast.success('作品已保存成功');
    },
    [getState, setup, workId, title],
  );
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });
  useEffect(() => {
    const timer = window.setInterval(() => {
      const state = getState();
      // silent, and only when something changed (an empty script is skipped without a word)
      if (state && !state.doc.eq(savedDoc.current) && docToText(state.doc).trim() !== '') void saveRef.current(true).catch(() => undefined);
    }, AUTO_SAVE_MS);
    return () => window.clearInterval(timer);
  }, [getState]);

  // ── task ──
  const submit = async () => {
    const state = getState();
    if (!state || !setup || submitting) return;
    let taskTitle = title;
    if (!taskTitle.trim()) {
      // spec 02 §5: a blank title is filled from the content
      taskTitle = deriveWorkTitle(docToText(state.doc));
      setTitle(taskTitle);
    }
    setSubmitting(true);
    try {
      const result = await submitTask(state, setup, taskTitle);
      if (result.kind === 'invalid') toast.warning(result.message);
      else setOutcome(result);
    } catch {
      // the generic handler has shown the failure (spec 02 §8: HTTP failure clears loading)
    } finally {
      setSubmitting(false);
    }
  };

  // ── SRT import (spec 02 §2.2, §5: .srt only) ──
  const fileRef = useRef<HTMLInputElement>(null);
  const importSrt = async (file: File) => {
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
    editorRef.current?.setDoc(docFromText(text));
    toast.success(`已导入 ${parsed.cues.length} 条字幕`);
  };

  // ── favourite of the current (system) anchor: changes only after the server's yes ──
  const [favorite, setFavorite] = useState(false);
  useEffect(() => setFavorite(source?.custom ? false : (source?.detail.favorite ?? false)), [source]);
  const toggleFavorite = async () => {
    if (!voice || voice.anchorType !== 0) return;
    const input = { anchorId: voice.anchorId, anchorType: 0 };
    await (favorite ? api.anchor.unfavorite(input) : api.anchor.favorite(input));
    setFavorite(!favorite);
    toast.success(favorite ? '已取消收藏' : '收藏成功');
  };

  const applyPicked = (picked: PickedVoice) => {
    setPicker(null);
    void loadVoice(picked.anchorType, picked.anchorId, picked.templateId, null).then(({ source: next }) => {
      setSource(next);
      setVoice(picked);
    });
  };

  const applyMultiVoice = (attrs: MultiVoiceAttrs, replaceAll: boolean) => {
    const editor = editorRef.current;
    setPicker(null);
    if (!editor) return;
    if (replaceAll) {
      editor.run(replaceAllMultiVoice(attrs));
    } else if (multiVoiceTarget) {
      editor.run(updateMultiVoice(attrs, multiVoiceTarget.pos));
    } else if (!editor.run(setMultiVoice(attrs))) {
      toast.warning('当前内容不支持多主播');
    }
    setMultiVoiceTarget(null);
    editor.focus();
  };

  const detail: AnchorDetail | null = source?.detail ?? null;
  // the proposed audition text of a new custom anchor: read only when that dialog opens, not on every keystroke
  const firstLine = () => docToText(editorState.doc).split('\n').find((line) => line.trim()) ?? '';

  return (
    <div style={css.page}>
      <div style={css.topBar}>
        <Link to="/creationCenter">← 创作中心</Link>
        <WorkTitle value={title} onValueChange={setTitle} />
        <span style={css.spacer} />
        <Link to="/draws">AI绘画</Link>
        <Link to="/help">使用教程</Link>
        <input
          ref={fileRef}
          style={css.hiddenFile}
          type="file"
          accept=".srt"
          aria-label="选择字幕文件"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) void importSrt(file);
          }}
        />
        <Button variant="secondary" onClick={() => fileRef.current?.click()}>
          导入字幕
        </Button>
        <Button variant="secondary" onClick={() => void save(false).catch(() => undefined)} disabled={!setup}>
          保存草稿
        </Button>
        <Button
          variant="secondary"
          onClick={() => setPicker('saveAnchor')}
          // spec 02 §2.5: custom anchors cannot be saved as anchors
          disabled={!voice || voice.anchorType === 1}
        >
          保存主播
        </Button>
        <Button onClick={() => void submit()} loading={submitting} disabled={!setup}>
          立即合成
        </Button>
      </div>

      <div style={css.panel}>
        <div style={css.infoBar}>
          {voice ? <Avatar src={voice.avatar} name={voice.anchorName} size="sm" /> : null}
          <Text weight="semibold" data-testid="current-anchor">
            {voice?.anchorName || 'other'}
          </Text>
          {voice?.templateName ? <Text tone="secondary">{voice.templateName}</Text> : null}
          {voice && voice.anchorType === 0 ? (
            <Button variant="ghost" size="sm" aria-pressed={favorite} onClick={() => void toggleFavorite().catch(() => undefined)}>
              <HeartIcon fill={favorite ? 'currentColor' : 'none'} /> {favorite ? '已收藏' : '收藏'}
            </Button>
          ) : null}
          <Button variant="secondary" size="sm" onClick={() => setPicker('anchor')}>
            切换主播
          </Button>
          {loading ? <Spinner /> : null}
        </div>
        <CreationMenus
          editorState={editorState}
          run={(command) => editorRef.current?.run(command) ?? false}
          voice={voice}
          detail={detail}
          onVoiceChange={setVoice}
          bgm={bgm}
          onBgmChange={setBgm}
          smartBreaks={smartBreaks}
          onSmartBreaksChange={setSmartBreaks}
          audition={audition}
          onOpenAnchorPicker={() => setPicker('anchor')}
          onOpenMultiVoice={() => {
            setMultiVoiceTarget(null);
            setPicker('multiVoice');
          }}
          chip={chip}
          onChipClose={() => setChip(null)}
          onEditMultiVoice={(attrs, pos) => {
            setMultiVoiceTarget({ attrs, pos });
            setPicker('multiVoice');
          }}
          onPopupClose={() => editorRef.current?.focus()}
        />
        <div style={css.hint}>{EDITOR_HINT}</div>
        <div style={css.editor}>
          <SsmlEditor
            ref={editorRef}
            defaultState={initialState}
            onChange={setEditorState}
            onChipClick={setChip}
            placeholder="请输入或粘贴需要配音的文案，选中文字后可设置多音字、停顿、数字读法、多人配音等"
          />
        </div>
        <EditorFooter length={getSpeechLength(editorState)?.length ?? 0} lastSavedAt={lastSaved} />
      </div>

      <Suspense fallback={null}>
        {picker === 'anchor' ? <AnchorPickerHost open current={voice} onClose={() => setPicker(null)} onConfirm={applyPicked} /> : null}
        {picker === 'multiVoice' ? (
          <MultiVoicePickerHost open initial={multiVoiceTarget?.attrs ?? null} onClose={() => setPicker(null)} onConfirm={applyMultiVoice} />
        ) : null}
        {picker === 'saveAnchor' ? (
          <TemplateSaveHost
            open
            voice={voice}
            text={[...firstLine()].slice(0, 100).join('')}
            onClose={() => setPicker(null)}
            onSaved={() => setPicker(null)}
          />
        ) : null}
      </Suspense>

      <SubmitOutcomeDialog
        outcome={outcome}
        onClose={() => setOutcome(null)}
        onView={() => navigate('/creationCenter?tab=0')}
        onBuy={() => {
          setOutcome(null);
          openVip(true);
        }}
      />
    </div>
  );
}

/// spec 02 §8: 提交成功 with 立即查看 / 留在此页; any other status 任务提交失败 with its code and text, 402 adding 立即购买.
function SubmitOutcomeDialog({ outcome, onClose, onView, onBuy }: { outcome: SubmitOutcome | null; onClose(): void; onView(): void; onBuy(): void }) {
  if (!outcome) return null;
  const ok = outcome.status === 200;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content
        title={ok ? '提交成功' : '任务提交失败'}
        width={420}
        footer={
          ok ? (
            <>
              <Button variant="secondary" onClick={onClose}>
                留在此页
              </Button>
              <Button onClick={onView}>立即查看</Button>
            </>
          ) : (
            <>
              <Button variant="secondary" onClick={onClose}>
                取消
              </Button>
              {outcome.status === 402 ? <Button onClick={onBuy}>立即购买</Button> : null}
            </>
          )
        }
      >
        <Text>{ok ? '合成任务已提交，请稍后在我的作品中查看任务！' : `状态码：${outcome.status}，${outcome.statusText}`}</Text>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/// 替换全部 (multi-voice picker): every multi-voice range in the script takes the chosen voice.
function replaceAllMultiVoice(attrs: MultiVoiceAttrs): Command {
  return (state, dispatch) => {
    const type = state.schema.marks.multiVoice!;
    const ranges: Array<{ from: number; to: number }> = [];
    state.doc.descendants((node, pos) => {
      if (node.isInline && type.isInSet(node.marks)) ranges.push({ from: pos, to: pos + node.nodeSize });
    });
    if (ranges.length === 0) return false;
    if (dispatch) {
      const tr = state.tr;
      for (const { from, to } of ranges) tr.removeMark(from, to, type).addMark(from, to, type.create(attrs));
      dispatch(tr);
    }
    return true;
  };
}
