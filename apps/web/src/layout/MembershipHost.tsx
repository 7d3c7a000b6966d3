// The signed-in user's membership as the server computes it now, for the header (an expired membership
// keeps its name, shown as expired). Lazy like every piece that asks the server, so the home route's entry
// chunk does not carry the data layer; the layout shows the level stored at login until this answers.
import { useEffect } from 'react';
import type { MemberInfo } from '@peiyin/api-client';
import { useMemberInfo } from '../api/vip';

export default function MembershipHost({ onChange }: { onChange(member: MemberInfo | null): void }) {
  const member = useMemberInfo().data ?? null;
  useEffect(() => onChange(member), [member, onChange]);
  return null;
}
