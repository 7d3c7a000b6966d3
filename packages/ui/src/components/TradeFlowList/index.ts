export { TradeFlowList } from './TradeFlowList';
export type { TradeFlowListProps, TradeFlowRecord } from './TradeFlowList';
