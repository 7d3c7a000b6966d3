// Custom anchor detail dialog + edit drawer (spec 01 §2, spec 02 §2.5), wired to the API: the detail, its sample
// (the anchor's own audition text read with its voice), editing with a live audition, saving, deleting after a
// confirmation, and 开始配音.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CustomAnchor } from '@peiyin/api-client';
import { useAudition } from '@peiyin/player';
import { splitSentences } from '@peiyin/ssml';
import { CustomAnchorDetail, CustomAnchorEditDrawer, toast, type CustomAnchorEditValues } from '@peiyin/ui';
import { api } from '../../api';
import { customAuditionInput } from './customVoice';

export interface CustomAnchorDetailHostProps {
  /// The custom anchor shown; null closes the dialog.
  anchorId: number | null;
  onClose(): void;
  /// After a save or delete, so lists can reload.
  onChanged?(): void;
}

const isAnchorId = (id: number) => Number.isSafeInteger(id) && id > 0;

/// The sample of the detail: the anchor's audition text read with its saved voice, as an object URL. When the
/// engine cannot make it, the template's own sample stands in, so the player still plays the voice.
function useSample(anchor: CustomAnchor | null): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    setSrc(null);
    if (!anchor) return;
    const controller = new AbortController();
    let url: string | null = null;
    api.tts.audition(customAuditionInput(anchor, anchor, anchor.text), { signal: controller.signal, handled: true }).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setSrc(url);
      },
      () => {
        if (!controller.signal.aborted) setSrc(`/api/anchor/audio/template/${anchor.templateId}`);
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [anchor]);
  return src;
}

export default function CustomAnchorDetailHost({ anchorId, onClose, onChanged }: CustomAnchorDetailHostProps) {
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<CustomAnchor | null>(null);
  const [editing, setEditing] = useState(false);
  const sample = useSample(anchor);
  const latest = useRef({ onClose, onChanged });
  useEffect(() => {
    latest.current = { onClose, onChanged };
  });

  // The drawer's audition: the form's text sentence by sentence (the picker mode skips a sentence the engine
  // refuses, spec 02 §8) with the voice as it is on the sliders now, not as saved.
  const voice = useRef<CustomAnchorEditValues | null>(null);
  const audition = useAudition({
    mode: 'picker',
    fetchChunk: (text, _index, signal) => {
      if (!anchor || !voice.current) return Promise.reject(new Error(''));
      return api.tts.audition(customAuditionInput(anchor, voice.current, text), { signal, handled: true });
    },
  });
  const { stop } = audition;

  useEffect(() => {
    // another anchor, or none: whatever the drawer was auditioning stops with it
    stop();
    setAnchor(null);
    setEditing(false);
    if (anchorId === null) return;
    // spec 02 §8: a detail without a usable id says so and closes.
    if (!isAnchorId(anchorId)) {
      toast.error(`无法识别主播ID：${anchorId}`);
      latest.current.onClose();
      return;
    }
    const controller = new AbortController();
    api.anchor.customDetail({ anchorId }, { signal: controller.signal }).then(setAnchor, () => {
      // the client has shown the server's message (e.g. 无法识别主播ID：7 for a deleted anchor)
      if (!controller.signal.aborted) latest.current.onClose();
    });
    return () => controller.abort();
  }, [anchorId, stop]);

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
          await api.anchor.customDelete({ anchorId: anchor.id });
          toast.success('删除成功');
          latest.current.onChanged?.();
          latest.current.onClose();
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
            const saved = await api.anchor.customUpdate({
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
            setAnchor(saved);
            toast.success('修改成功！');
            closeDrawer();
            latest.current.onChanged?.();
          }}
        />
      ) : null}
    </>
  );
}
