// /account/trade_flow: consumption records arrive with VIP membership and payment; until then an honest panel.
import { ComingSoonPage } from '../ComingSoonPage';

export default function TradeFlowPage() {
  return <ComingSoonPage feature="消费记录" compact />;
}
