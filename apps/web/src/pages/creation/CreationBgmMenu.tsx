// The editor's background music menu with its data: the tracks of the page shown, the user's quota, upload
// and delete through the query hooks of api/tts (the menu in @peiyin/ui only shows what it is given).
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { BgmMenu, type BgmMenuProps } from '@peiyin/ui';
import { useBgmList, useBgmQuota, useDeleteBgm, useUploadBgm } from '../../api/tts';
import { sessionAtom } from '../../state/session';

export function CreationBgmMenu(props: Pick<BgmMenuProps, 'value' | 'onChange' | 'onClose'>) {
  const signedIn = useAtomValue(sessionAtom) !== null;
  const [page, setPage] = useState(1);
  const list = useBgmList(page);
  const quota = useBgmQuota(signedIn);
  const { mutateAsync: upload } = useUploadBgm();
  const { mutateAsync: remove } = useDeleteBgm();
  return (
    <BgmMenu
      {...props}
      tracks={list}
      page={page}
      onPageChange={setPage}
      quota={quota.data}
      onUpload={signedIn ? upload : undefined}
      onDelete={
        signedIn
          ? async (track) => {
              await remove(Number(track.id));
              // the draft no longer names a track that is gone (its task would be refused: 背景音乐不存在)
              if (props.value?.id === String(track.id)) props.onChange(null);
            }
          : undefined
      }
    />
  );
}
