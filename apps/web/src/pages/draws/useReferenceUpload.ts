// The reference picture of AI drawing: ask for an upload policy, post the file to the storage service with
// progress, and hand the stored key to the form (spec 02 §2.11; png/jpeg under 5 MB, checked again by the server).
import { useCallback, useEffect, useRef } from 'react';
import { toast, type DrawFormValues } from '@peiyin/ui';
import { drawUploadPolicy, postToStorage, UploadFailed } from '../../api/draw';

type Change = (patch: Partial<DrawFormValues>) => void;

export function useReferenceUpload(change: Change) {
  const running = useRef<AbortController | null>(null);
  const preview = useRef<string | null>(null);

  const forget = useCallback(() => {
    running.current?.abort();
    running.current = null;
    if (preview.current) URL.revokeObjectURL(preview.current);
    preview.current = null;
  }, []);

  // leaving the page stops an upload and frees the preview
  useEffect(() => forget, [forget]);

  const pick = useCallback(
    (file: File) => {
      forget();
      const controller = new AbortController();
      running.current = controller;
      const previewUrl = URL.createObjectURL(file);
      preview.current = previewUrl;
      const name = file.name;
      change({ reference: { state: 'uploading', name, previewUrl, progress: 0 } });
      void (async () => {
        try {
          const policy = await drawUploadPolicy(name);
          if (controller.signal.aborted) return;
          const key = await postToStorage(policy, file, (progress) => change({ reference: { state: 'uploading', name, previewUrl, progress } }), controller.signal);
          if (!controller.signal.aborted) change({ reference: { state: 'ready', name, previewUrl, key } });
        } catch (error) {
          if (controller.signal.aborted) return;
          // the policy call toasts its own refusal; the post's failure is said here
          if (error instanceof UploadFailed) toast.error(error.message);
          change({ reference: null });
        } finally {
          if (running.current === controller) running.current = null;
        }
      })();
    },
    [change, forget],
  );

  const remove = useCallback(() => {
    forget();
    change({ reference: null });
  }, [change, forget]);

  return { pick, remove };
}
