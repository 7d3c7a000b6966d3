// /pay/result?orderNo=…: where a phone comes back from Alipay, WeChat Pay or the sandbox cashier (issue 19).
// It polls the order as the dialog does (spec 02 §4), asking at once since the user has just paid.
import { useSearchParams } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { Button, Card, Empty, PaySuccess, Spinner, Stack, Text } from '@peiyin/ui';
import { useOrderStatus } from '../api/trade';
import { vipOpenAtom } from '../state/feedbackDialog';
import { useGo } from '../layout/useGo';

export default function PayResultPage() {
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo');
  const status = useOrderStatus(orderNo, true, { checkNow: true });
  const openVip = useSetAtom(vipOpenAtom);
  const go = useGo();
  const again = (
    <Button variant="vip" onClick={() => openVip(true)}>
      重新开通
    </Button>
  );
  let body;
  if (!orderNo) body = <Empty title="订单不存在" action={again} />;
  else if (status.isError) body = <Empty title="查询支付结果失败" description={status.error.message} action={<Button onClick={() => void status.refetch()}>重新查询</Button>} />;
  else if (status.data?.status === 1) body = <PaySuccess subtitle={status.data.subtitle} onDone={() => go({ href: '/creation', loginRequired: true })} />;
  else if (status.data?.status === -1) body = <Empty title="订单已过期" description="未完成支付，请重新下单" action={again} />;
  else
    body = (
      <Stack gap="3" align="center">
        <Spinner size={28} label="正在确认支付结果" />
        <Text tone="secondary">正在确认支付结果，请稍候…</Text>
      </Stack>
    );
  return (
    <Card>
      <Stack align="center" paddingY="10">
        {body}
      </Stack>
    </Card>
  );
}
