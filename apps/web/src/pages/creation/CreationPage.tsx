// /creation: the dubbing editor (spec 02 §2.2-§2.5, §4, §5, §8). The page holds the voice, the background
// music and the smart-break setting; the script lives in the ProseMirror view of `SsmlEditor` and is read
// from it on demand, so typing never re-renders the page.
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams, Link } from 'react-router-dom';
import { useAtomValue, useSetAtom } from 'jotai';
import type { EditorState } from 'prosemirror-state';
import type { Node as PMNode } from 'prosemirror-model';
import {
  createEditorState,
  docFromText,
  docToText,
  findDialogue,
  isDialogue,
  getPolyphonesToConfirm,
  getSpeechLength,
  scriptReadingsKey,
  type PronunciationEntry,
  replaceAllMultiVoice,
  setMultiVoice,
  updateMultiVoice,
  type MultiVoiceAttrs,
  type SmartBreakConfig,
} from '@peiyin/ssml';
import {
  AuditionTransport,
  Avatar,
  Button,
  EditorFooter,
  EditorPhoneNotice,
  EditorWorkspace,
  HeartIcon,
  ReadingPopover,
  SsmlEditor,
  Spinner,
  Text,
  UnsavedCopyBanner,
  WorkTitle,
  toast,
  type ChipTarget,
  type ReadingTarget,
  type SsmlEditorHandle,
  type TimedCue,
  type Voice,
} from '@peiyin/ui';
import type { AnchorDetail } from '@peiyin/api-client';
import { useAddPronunciation, usePronunciationDictionary } from '../../api/pronunciation';
import { usePolyphonesToConfirm } from '../../api/polyphones';
import { vipOpenAtom } from '../../state/feedbackDialog';
import { sessionAtom } from '../../state/session';
import { useAutoSave, useDraftSave } from './drafts';
import type { BgmChoice, SpeechSetup } from './speech';
import { useTaskSubmit } from './submit';
import { SubmitOutcomeDialog } from './SubmitOutcomeDialog';
import { usePayOptions } from '../../api/trade';
import { useAddressSync } from './useAddressSync';
import { useSrtImport } from './useSrtImport';
import { useAnchorFavourite } from './useAnchorFavourite';
import { useScriptAudition } from './useScriptAudition';
import { useAuditionPrefetch } from './useAuditionPrefetch';
import { loadVoice, type VoiceAnchor } from './voice';
import { useEditorLoad } from './useEditorLoad';
import { useUnsavedCopy, type UnsavedCopy } from './useUnsavedCopy';
import { draftContent, restoredContent, type EditorContent } from './content';
import { CreationMenus } from './CreationMenus';
import { CreationVoicePanel } from './CreationVoicePanel';
import { usePhoneNotice } from './usePhoneNotice';
import { useMemberStyles } from './memberStyles';
import { titleDetailAtom } from '../../layout/pageTitles';
import { useDurationEstimate } from './estimate';
import { useDialogueAssign } from './dialogue';
import { CreationTimeline } from './timelinePanel';

const AnchorPickerHost = lazy(() => import('../../features/anchors/AnchorPickerHost'));
const MultiVoicePickerHost = lazy(() => import('../../features/anchors/MultiVoicePickerHost'));
const TemplateSaveHost = lazy(() => import('../../features/customAnchors/TemplateSaveHost'));

const EDITOR_HINT = '温馨提示：请正确使用标点符号断句，否则可能导致合成失败；试听时请尽量选择较短的内容。';

export default function CreationPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const openVip = useSetAtom(vipOpenAtom);
  const paymentOff = usePayOptions().data?.mode === 'none';
  const owner = useAtomValue(sessionAtom)?.username ?? null;
  const editorRef = useRef<SsmlEditorHandle>(null);
  const phoneNotice = usePhoneNotice();
  const [initialState] = useState(() => createEditorState());

  const [voice, setVoice] = useState<Voice | null>(null);
  // Counts the voice changes: a voice that arrives after its anchor's detail loaded is set only if no other was
  // chosen meanwhile.
  const voiceTicket = useRef(0);
  const changeVoice = useCallback((next: Voice) => {
    voiceTicket.current++;
    setVoice(next);
  }, []);
  const [source, setSource] = useState<VoiceAnchor | null>(null);
  const [bgm, setBgm] = useState<BgmChoice | null>(null);
  const [smartBreaks, setSmartBreaks] = useState<SmartBreakConfig | undefined>(undefined);
  const [title, setTitle] = useState('');
  const [workId, setWorkId] = useState<number | null>(null);
  const [lastSaved, setLastSaved] = useState<number | null>(null);
  const [editorState, setEditorState] = useState<EditorState>(initialState);
  const [picker, setPicker] = useState<'anchor' | 'multiVoice' | 'saveAnchor' | null>(null);
  const [multiVoiceTarget, setMultiVoiceTarget] = useState<{ attrs: MultiVoiceAttrs; pos: number } | null>(null);
  const [chip, setChip] = useState<ChipTarget | null>(null);
  // a marked reading or polyphone to confirm that was clicked (issue 12)
  const [reading, setReading] = useState<ReadingTarget | null>(null);
  const dictionary = usePronunciationDictionary();
  const addPronunciation = useAddPronunciation();
  const applyToAll = useCallback(
    (entry: PronunciationEntry) =>
      addPronunciation.mutate(entry.pinyin ? { word: entry.word, pinyin: entry.pinyin } : { word: entry.word, alias: entry.alias ?? '' }, {
        onSuccess: () => toast.success(`已加入发音词典：${entry.word}`),
      }),
    [addPronunciation],
  );
  const closeReading = useCallback(() => setReading(null), []);
  // the server says which polyphones to confirm (the engine's own reading is known there)
  const polyphones = usePolyphonesToConfirm(editorState.doc);
  const toConfirm = scriptReadingsKey.getState(editorState)?.toConfirm ?? 0;
  const showFirstPolyphone = () => {
    const first = getPolyphonesToConfirm(editorState)[0];
    const element = document.querySelector<HTMLElement>('[data-polyphone]');
    if (!first || !element) return;
    element.scrollIntoView({ block: 'nearest' });
    setReading({ kind: 'polyphone', from: first.pos, to: first.pos + first.char.length, written: first.char, candidates: first.candidates, suggested: first.suggested, element });
  };
  // the content as last saved or loaded: auto-save and the local copy run while the editor differs from it
  const [saved, setSaved] = useState<EditorContent | null>(null);
  // the content as the page opened it: restoring a copy keeps what was changed since (see `restoredContent`)
  const [opened, setOpened] = useState<EditorContent | null>(null);
  // the text the page was opened with (a sample's, spec 02 §2.12, or a tool's 送去配音) and what the footer says
  // about it while it is unchanged
  const [handedOff, setHandedOff] = useState<{ doc: PMNode; hint: string; cues?: readonly TimedCue[] } | null>(null);

  const getState = useCallback(() => editorRef.current?.getState() ?? null, []);
  const setup: SpeechSetup | null = useMemo(
    () => (voice && source ? { voice, baseAnchorId: source.detail.id, bgm, smartBreaks } : null),
    [voice, source, bgm, smartBreaks],
  );
  const audition = useScriptAudition(setup, getState);
  useAuditionPrefetch(editorState, setup);
  const estimatedMs = useDurationEstimate(editorState.doc, setup);
  // a script of two or more labelled or quoted speakers is offered a voice per speaker in one click (issue 27)
  const dialogue = useMemo(() => isDialogue(findDialogue(editorState.doc)), [editorState.doc]);
  const roles = useDialogueAssign(getState, (command) => editorRef.current?.run(command) ?? false);

  // ── loading: a draft by workId, else the anchor of the query ──
  // what the editor shows; a query naming it loads nothing
  const shown = workId !== null ? `work:${workId}` : voice ? `anchor:${voice.anchorType}:${voice.anchorId}` : null;
  const { loading, loaded } = useEditorLoad(params, location.state, shown, {
    draft(work, voiced) {
      // the script and every setting the draft was saved with (issue 27: its background music was lost)
      const opened = draftContent(work, voiced.voice);
      editorRef.current?.setDoc(opened.doc);
      const shown = { ...opened, doc: editorRef.current?.getState().doc ?? opened.doc };
      setSmartBreaks(opened.smartBreaks);
      setBgm(opened.bgm);
      setTitle(opened.title);
      setWorkId(opened.workId);
      setLastSaved(work.updateTime);
      changeVoice(opened.voice);
      setSource(voiced.source);
      setHandedOff(null);
      setSaved(shown);
      setOpened(shown);
    },
    voice(voiced, handoff) {
      changeVoice(voiced.voice);
      setSource(voiced.source);
      // spec 02 §2.12: 去配音 from a sample puts its text in the editor, with its voice and template (the query);
      // a tool's 送去配音 does the same with the default voice
      let doc = editorRef.current?.getState().doc ?? initialState.doc;
      if (handoff !== null) {
        editorRef.current?.setDoc(docFromText(handoff.text));
        doc = editorRef.current?.getState().doc ?? docFromText(handoff.text);
      }
      setHandedOff(handoff !== null ? { doc, hint: handoff.hint, ...(handoff.cues ? { cues: handoff.cues } : {}) } : null);
      setSaved({ doc, voice: voiced.voice, bgm, smartBreaks, title, workId });
      setOpened({ doc, voice: voiced.voice, bgm, smartBreaks, title, workId });
    },
    noVoice() {
      toast.warning('操作失败：无法识别主播');
      setPicker('anchor');
      setSaved(null);
      setOpened(null);
    },
  });

  const content: EditorContent | null = useMemo(
    () => (voice && loaded !== null ? { doc: editorState.doc, voice, bgm, smartBreaks, title, workId } : null),
    [editorState.doc, voice, bgm, smartBreaks, title, workId, loaded],
  );

  // spec 02 §2.2: the query follows the voice and the draft
  useAddressSync(voice, workId);
  // the tab names the work (issue 27)
  const setTitleDetail = useSetAtom(titleDetailAtom);
  useEffect(() => {
    setTitleDetail(title.trim() || null);
    return () => setTitleDetail(null);
  }, [title, setTitleDetail]);

  // ── drafts ──
  const { save: saveContent, saving } = useDraftSave(source?.detail.id ?? null, (draft, updateTime) => {
    setSaved(draft);
    setWorkId(draft.workId);
    setTitle(draft.title);
    setLastSaved(updateTime);
  });
  const save = (auto: boolean) => {
    const state = getState();
    if (!state || !content) return Promise.resolve(null);
    return saveContent({ ...content, doc: state.doc }, state, auto);
  };
  useAutoSave(() => {
    const state = getState();
    // silent, and only when something changed (an empty script is skipped without a word)
    if (!state || !content || !saved || saving) return;
    if (state.doc.eq(saved.doc) || docToText(state.doc).trim() === '') return;
    void saveContent({ ...content, doc: state.doc }, state, true).catch(() => undefined);
  });

  // ── the local copy (issue 10: nothing typed is ever lost) ──
  const unsaved = useUnsavedCopy({
    owner,
    loaded,
    content,
    baseline: saved,
    saving,
    // the page may be gone (another route): the content and its state come from the last render
    saveNow: (draft) => saveContent(draft, editorState, true).catch(() => null),
  });
  const restore = (copy: UnsavedCopy | null) => {
    if (!copy || !content) return;
    // the copy's script, and its settings but those changed since the page opened (issue 27: restoring put the
    // copy's anchor back over one chosen after opening)
    const next = restoredContent(copy, opened ?? content, content);
    editorRef.current?.setDoc(next.doc);
    setTitle(next.title);
    setBgm(next.bgm);
    setSmartBreaks(next.smartBreaks);
    setWorkId(next.workId);
    setHandedOff(null);
    if (next.voice !== content.voice) {
      // the voice comes with its anchor's emotions and roles; a voice chosen while they load wins
      const ticket = ++voiceTicket.current;
      loadVoice(next.voice.anchorType, next.voice.anchorId, next.voice.templateId, null).then(
        ({ source: loaded }) => {
          if (ticket !== voiceTicket.current) return;
          setSource(loaded);
          setVoice(next.voice);
        },
        () => undefined,
      );
    }
    editorRef.current?.focus();
  };

  // ── task ──
  // the sentence timeline follows the last task submitted here (issue 27)
  const [timelineTask, setTimelineTask] = useState<string | null>(null);
  const { submit, submitting, outcome, dismiss: dismissOutcome } = useTaskSubmit(getState, setup, title, setTitle, { cues: handedOff?.cues, onAccepted: setTimelineTask });

  // ── SRT import (spec 02 §2.2, §5: .srt only) ──
  const fileRef = useRef<HTMLInputElement>(null);
  const importSrt = useSrtImport((doc) => editorRef.current?.setDoc(doc));

  // ── favourite of the current (system) anchor: changes only after the server's yes ──
  const { favorite, toggle: toggleFavorite } = useAnchorFavourite(voice);

  const applyPicked = (picked: Voice) => {
    setPicker(null);
    const ticket = ++voiceTicket.current;
    void loadVoice(picked.anchorType, picked.anchorId, picked.templateId, null).then(({ source: next }) => {
      if (ticket !== voiceTicket.current) return;
      setSource(next);
      setVoice(picked);
      // the first voice of a page opened without one (anchor 0) is where its script starts from
      setSaved((before) => before ?? { doc: editorState.doc, voice: picked, bgm, smartBreaks, title, workId });
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
  const memberStyles = useMemberStyles(voice, detail);
  // the voice panel edits what the toolbar edits: the page's voice, music and smart breaks (issue 27)
  const voicePanel = {
    voice,
    onVoiceChange: changeVoice,
    bgm,
    onBgmChange: setBgm,
    smartBreaks,
    onSmartBreaksChange: setSmartBreaks,
    detail,
    onOpenAnchorPicker: () => setPicker('anchor'),
    memberOnlyNote: memberStyles.note,
  };
  // the proposed audition text of a new custom anchor: read only when that dialog opens, not on every keystroke
  const firstLine = () => docToText(editorState.doc).split('\n').find((line) => line.trim()) ?? '';

  return (
    <EditorWorkspace
      title={
        <>
          <Link to="/creationCenter">← 创作中心</Link>
          <WorkTitle value={title} onValueChange={setTitle} />
        </>
      }
      // links that look like the buttons beside them (issue 10)
      links={
        <>
          <Button asChild variant="secondary">
            <Link to="/draws">AI绘画</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/help">使用教程</Link>
          </Button>
        </>
      }
      actions={
        <>
          <input
            ref={fileRef}
            hidden
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
          <Button variant="secondary" onClick={() => void save(false).catch(() => undefined)} disabled={!setup || !content}>
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
          {memberStyles.locked ? (
            // before 立即合成, not after it (issue 27)
            <Text tone="secondary" size="sm" role="note" data-testid="member-style-note">
              「{memberStyles.locked}」为会员专享情绪，{memberStyles.note?.includes('开通') ? '开通会员后可合成' : '合成需要会员'}
            </Text>
          ) : null}
          <Button onClick={() => void submit()} loading={submitting} disabled={!setup}>
            立即合成
          </Button>
        </>
      }
      voice={
        <>
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
        </>
      }
      voiceSheet={<CreationVoicePanel {...voicePanel} placement="sheet" />}
      scriptTools={
        <>
          {dialogue ? (
            <Button variant="secondary" size="sm" loading={roles.assigning} onClick={() => void roles.assign()} title="按「角色：」标签或引号旁的说话人为每个角色分配不同的声音，标签不会读出">
              一键分配角色
            </Button>
          ) : null}
          <Button asChild variant="ghost" size="sm">
            <Link to="/pronunciation">发音词典</Link>
          </Button>
          {loading ? <Spinner /> : null}
        </>
      }
      // the toolbar stays in view under the header however long the script (issue 27)
      toolbar={
        <CreationMenus
          editorState={editorState}
          run={(command) => editorRef.current?.run(command) ?? false}
          voice={voice}
          detail={detail}
          onVoiceChange={changeVoice}
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
          onApplyToAll={applyToAll}
          memberOnlyNote={memberStyles.note}
        />
      }
      notice={phoneNotice.shown ? <EditorPhoneNotice onDismiss={phoneNotice.dismiss} /> : null}
      hint={EDITOR_HINT}
      offer={unsaved.offer ? <UnsavedCopyBanner copiedAt={unsaved.offer.at} onRestore={() => restore(unsaved.takeOffer())} onDiscard={unsaved.dismissOffer} /> : null}
      script={
        <SsmlEditor
          ref={editorRef}
          defaultState={initialState}
          onChange={setEditorState}
          onChipClick={setChip}
          onReadingClick={setReading}
          dictionary={dictionary}
          polyphones={polyphones}
          placeholder="请输入或粘贴需要配音的文案，选中文字后可设置多音字、停顿、数字读法、多人配音等"
        />
      }
      timeline={<CreationTimeline heard={audition.heard} taskCode={timelineTask} setup={setup} editor={editorRef} playRange={audition.playRange} />}
      bottomBar={
        <EditorFooter
          // the bottom bar, with the estimated duration (issue 27)
          estimatedMs={estimatedMs}
          length={getSpeechLength(editorState)?.length ?? 0}
          lastSavedAt={lastSaved}
          // spec 02 §2.12: say where the script came from, until it is changed
          hint={handedOff && editorState.doc.eq(handedOff.doc) ? handedOff.hint : undefined}
          polyphonesToConfirm={toConfirm}
          onPolyphonesClick={showFirstPolyphone}
          // the toolbar's audition, with how far it has got (issue 27)
          transport={
            <AuditionTransport
              status={audition.state.status}
              onPlay={audition.play}
              onStop={audition.stop}
              elapsedMs={audition.progress.elapsedMs}
              totalMs={audition.progress.totalMs}
              disabled={!setup}
            />
          }
        />
      }
      // beside the script on a desktop (issue 27): the workspace's second column
      voicePanel={<CreationVoicePanel {...voicePanel} placement="side" />}
    >
      <ReadingPopover
        state={editorState}
        run={(command) => editorRef.current?.run(command) ?? false}
        target={reading}
        onClose={closeReading}
        onApplyToAll={applyToAll}
      />
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
        onClose={dismissOutcome}
        onView={() => navigate('/creationCenter?tab=0')}
        // where nothing is sold the refusal only explains (issue 27)
        onBuy={
          paymentOff
            ? undefined
            : () => {
                dismissOutcome();
                openVip(true);
              }
        }
      />
    </EditorWorkspace>
  );
}
