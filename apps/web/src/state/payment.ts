// Whether this site sells memberships (issue 27): where online payment is off (`PAY_PROVIDER=none`, the production
// default), no page offers 开通会员 / 立即购买 that would only end at 在线支付暂未开通. null until the server says.
import { atom } from 'jotai';

export const paymentOffAtom = atom<boolean | null>(null);
