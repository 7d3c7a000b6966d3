// Whether the site sells memberships, for the shell (header, activity banner): the server's pay options, asked once
// per visit. Lazy like every piece that asks the server (the home route's entry chunk carries no data layer).
import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { usePayOptions } from '../api/trade';
import { paymentOffAtom } from '../state/payment';

export default function PaymentModeHost() {
  const mode = usePayOptions().data?.mode;
  const setOff = useSetAtom(paymentOffAtom);
  useEffect(() => {
    if (mode) setOff(mode === 'none');
  }, [mode, setOff]);
  return null;
}
