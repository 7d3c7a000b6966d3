// Custom anchor detail dialog + edit drawer (spec 01 §2, spec 02 §2.5), wired to the API: the detail, its sample
// (the anchor's own audition text read with its voice), editing with a live audition, saving, deleting after a
// confirmation, and 开始配音.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CustomAnchor } from '@peiyin/api-client';
import { useAudition } from '@peiyin/player';
import { splitSentences } from '@peiyin/ssml';
import { CustomAnchorDetail, CustomAnchorEditDrawer, toast, type CustomAnchorEditValues } from '@peiyin/ui';
import { useCustomAnchorDetail, useDeleteCustomAnchor, useUpdateCustomAnchor } from '../../api/anchor';
import { fetchAudition, useAuditionAudio } from '../../api/tts';
import { customAuditionInput } from './customVoice';

export interface CustomAnchorDetailHostProps {
  /// The custom anchor shown; null closes the dialog.
  anchorId: number | null;
  onClose(): void;
}

const isAnchorId = (id: number) => Number.isSafeInteger(id) && id > 0;

/// An object URL for audio bytes while they are shown; revoked when they change or the page goes.
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [blob]);
  return url;
}

/// The sample of the detail: the anchor's audition text read with its saved voice. When the engine cannot make
/// it, the template's own sample stands in, so the player still plays the voice.
function useSample(anchor: CustomAnchor | null): string | null {
  const audio = useAuditionAudio(anchor ? customAuditionInput(anchor, anchor, anchor.text) : null);
  const url = useObjectUrl(audio.data);
  if (!anchor) return null;
  return audio.isError ? `/api/anchor/audio/template/${anchor.templateId}` : url;
}

export default function CustomAnchorDetailHost({ anchorId, onClose }: CustomAnchorDetailHostProps) {
  const navigate = useNavigate();
  const valid = anchorId !== null && isAnchorId(anchorId);
  const detail = useCustomAnchorDetail(valid ? anchorId : null);
  const anchor = valid ? (detail.data ?? null) : null;
  const [editing, setEditing] = useState(false);
  const sample = useSample(anchor);
  const update = useUpdateCustomAnchor();
  const remove = useDeleteCustomAnchor();
  const latest = useRef(onClose);
  useEffect(() => {
    latest.current = onClose;
  });

  // The drawer's audition: the form's text sentence by sentence (the picker mode skips a sentence the engine
  // refuses, spec 02 §8) with the voice as it is on the sliders now, not as saved.
  const voice = useRef<CustomAnchorEditValues | null>(null);
  const audition = useAudition({
    mode: 'picker',
    fetchChunk: (text, _index, signal) => {
      if (!anchor || !voice.current) return Promise.reject(new Error(''));
      return fetchAudition(customAuditionInput(anchor, voice.current, text), signal);
    },
  });
  const { stop } = audition;

  // another anchor, or none: whatever the drawer was auditioning stops with it, and the drawer closes
  const [shownId, setShownId] = useState(anchorId);
  if (shownId !== anchorId) {
    setShownId(anchorId);
    setEditing(false);
  }
  useEffect(() => {
    stop();
  }, [anchorId, stop]);

  // spec 02 §8: a detail without a usable id says so and closes; one the server refuses closes too (the client
  // has shown the server's message, e.g. 无法识别主播ID：7 for a deleted anchor).
  const refused = valid && detail.isError && !detail.isFetching;
  useEffect(() => {
    if (anchorId === null) return;
    if (!isAnchorId(anchorId)) toast.error(`无法识别主播ID：${anchorId}`);
    else if (!refused) return;
    latest.current();
  }, [anchorId, refused]);

  const closeDrawer = useCallback(() => {
    stop();
    setEditing(false);
  }, [stop]);

  if (anchorId === null) return null;
  const notice = audition.state.warning ?? audition.state.error;

  return (
    <>
      <CustomAnchorDetail
        open
        onOpenChange={(next) => {
          if (!next) onClose();
        }}
        anchor={anchor}
        sampleSrc={sample}
        sampleFormat="mp3"
        onEdit={() => setEditing(true)}
        onStart={() => {
          if (!anchor) return;
          onClose();
          navigate(`/creation?anchorType=1&anchorId=${anchor.id}`);
        }}
        onDelete={async () => {
          if (!anchor) return;
          // the lists that showed it load again
          await remove.mutateAsync(anchor.id);
          toast.success('删除成功');
          latest.current();
        }}
      />
      {anchor ? (
        <CustomAnchorEditDrawer
          open={editing}
          onOpenChange={(next) => (next ? setEditing(true) : closeDrawer())}
          anchor={anchor}
          auditionStatus={audition.state.status}
          auditionNotice={notice ? { message: notice.message, tip: notice.tip } : null}
          onDismissNotice={audition.dismiss}
          onAuditionPlay={(values) => {
            voice.current = values;
            audition.start(splitSentences(values.text).filter((sentence) => sentence.trim() !== ''));
          }}
          onAuditionPause={audition.pause}
          onAuditionResume={audition.resume}
          onAuditionStop={audition.stop}
          onSave={async (values) => {
            // the detail shows the server's answer (the mutation puts it in the cache)
            await update.mutateAsync({
              id: anchor.id,
              name: values.name,
              comment: values.comment,
              templateId: anchor.templateId,
              intensity: anchor.intensity,
              role: anchor.role,
              pitch: values.pitch,
              speed: values.speed,
              volume: values.volume,
              text: values.text,
            });
            toast.success('修改成功！');
            closeDrawer();
          }}
        />
      ) : null}
    </>
  );
}
