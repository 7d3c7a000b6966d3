// /account/trade_flow: the consumption records (spec 02 §2.13, §9: 10 a page), newest first.
import { useState } from 'react';
import { TradeFlowList } from '@peiyin/ui';
import { useTradeFlows } from '../../api/trade';

export default function TradeFlowPage() {
  const [page, setPage] = useState(1);
  const flows = useTradeFlows(page);
  return <TradeFlowList records={flows.data?.list ?? null} total={flows.data?.total ?? 0} page={page} onPageChange={setPage} />;
}
