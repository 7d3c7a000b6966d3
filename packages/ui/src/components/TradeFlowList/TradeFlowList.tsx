import * as css from './TradeFlowList.css';
import { Empty } from '../../primitives/Badge';
import { Pagination } from '../../primitives/Pagination';
import { Spinner } from '../../primitives/Spinner';
import { formatYuan } from '../PayTabs';
import { Box } from '../../primitives/Box';
import { Stack } from '../../primitives/Stack';

/** One record of the consumption records (spec 02 §3 "Trade flow"). */
export type TradeFlowRecord = {
  /** ms. */
  tradeTime: number;
  /** The order number. */
  code: string;
  title: string;
  details: string;
  /** Yuan. */
  amount: number;
  /** '-' money paid, '+' money back or a reward. */
  sign: string;
};

export type TradeFlowListProps = {
  /** null while the page loads. */
  records: readonly TradeFlowRecord[] | null;
  page: number;
  /** spec 02 §9: 10 a page. @default 10 */
  pageSize?: number;
  total: number;
  onPageChange: (page: number) => void;
};

/** 2026-02-04 17:00 in Beijing time, the studio's users' time zone. */
const formatTime = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

/** The consumption records (/account/trade_flow): time, what was bought, order number, signed amount; 10 a page. */
export function TradeFlowList({ records, page, pageSize = 10, total, onPageChange }: TradeFlowListProps) {
  if (records === null) {
    return (
      <Box display="flex" justifyContent="center" padding="10">
        <Spinner size={24} label="正在加载消费记录" />
      </Box>
    );
  }
  if (records.length === 0 && page === 1) return <Empty title="暂无消费记录" description="开通会员后，购买记录会显示在这里" />;
  return (
    <Stack gap="4">
      <table className={css.table} aria-label="消费记录">
        <thead className={css.headRow}>
          <tr>
            <th className={css.head} scope="col">
              时间
            </th>
            <th className={css.head} scope="col">
              内容
            </th>
            <th className={css.head} scope="col">
              订单号
            </th>
            <th className={`${css.head} ${css.amount}`} scope="col">
              金额（元）
            </th>
          </tr>
        </thead>
        <tbody className={css.body}>
          {records.map((r) => (
            <tr key={`${r.code}-${r.sign}-${r.tradeTime}`} className={css.row}>
              <td className={`${css.cell} ${css.muted} ${css.timeCell}`}>{formatTime(r.tradeTime)}</td>
              <td className={`${css.cell} ${css.contentCell}`}>
                {r.title}
                {r.details ? <span className={css.details}>{r.details}</span> : null}
              </td>
              <td className={`${css.cell} ${css.muted} ${css.codeCell}`}>
                <span className={css.codeLabel}>订单号 </span>
                {r.code}
              </td>
              <td className={`${css.cell} ${css.amount} ${css.amountCell} ${r.sign === '+' ? css.plus : css.minus}`}>
                {r.sign === '+' ? '+' : '-'}
                {formatYuan(r.amount)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {total > pageSize ? (
        <div className={css.pager}>
          <Pagination page={page} pageSize={pageSize} total={total} onChange={onPageChange} />
        </div>
      ) : null}
    </Stack>
  );
}
