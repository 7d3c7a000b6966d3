// The heart beside the current anchor (spec 01 §4): a system anchor's favourite flag as its cached detail holds
// it (loaded with the voice, so nothing more is asked), changed only after the server's yes. A custom anchor
// has none.
import { toast, type Voice } from '@peiyin/ui';
import { useAnchorDetail, useFavoriteAnchor } from '../../api/anchor';

export function useAnchorFavourite(voice: Voice | null) {
  const anchorId = voice && voice.anchorType === 0 ? voice.anchorId : null;
  const favorite = useAnchorDetail(anchorId).data?.favorite ?? false;
  const { mutateAsync } = useFavoriteAnchor();
  const toggle = async () => {
    if (anchorId === null) return;
    // the cached detail (and any list showing the anchor) follows the mutation
    await mutateAsync({ anchorId, favorite: !favorite });
    toast.success(favorite ? '已取消收藏' : '收藏成功');
  };
  return { favorite: anchorId !== null && favorite, toggle };
}
