// Styles only members may synthesise with (spec 01 §6; issue 27: they were refused only at 立即合成): the editor
// marks them in the style menu with why, and says so beside 立即合成 while the script speaks one.
import { useAtomValue } from 'jotai';
import type { AnchorDetail } from '@peiyin/api-client';
import type { Voice } from '@peiyin/ui';
import { useMemberInfo } from '../../api/vip';
import { usePayOptions } from '../../api/trade';
import { sessionAtom } from '../../state/session';

/// Level 2 and above may use every emotion (the server's `allEmotions`).
const EMOTIONS_LEVEL = 2;

export interface MemberStyles {
  /// Why a style marked 会员 will not synthesise for this user; undefined for a member.
  note: string | undefined;
  /// The script's voice speaks a style this user may not synthesise with: its title; else null.
  locked: string | null;
}

/// The note for a non-member, as plain as the site's sales allow: where nothing is sold, no 开通会员.
export function memberStylesNote(member: boolean, paymentOff: boolean): string | undefined {
  if (member) return undefined;
  return paymentOff ? '会员专享：合成需要会员，可先试听' : '会员专享：开通会员后可用于合成，可先试听';
}

export function useMemberStyles(voice: Voice | null, detail: AnchorDetail | null): MemberStyles {
  const stored = useAtomValue(sessionAtom)?.vipLevel ?? 0;
  const level = useMemberInfo().data?.vipLevel ?? stored;
  const paymentOff = usePayOptions().data?.mode === 'none';
  const member = level >= EMOTIONS_LEVEL;
  const template = voice && detail ? detail.templateList.find((t) => t.id === voice.templateId) : undefined;
  return { note: memberStylesNote(member, paymentOff), locked: !member && template?.memberOnly ? template.title : null };
}
