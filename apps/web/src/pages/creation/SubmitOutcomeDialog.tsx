// What 立即合成 answered (spec 02 §8), as a dialog.
import { Button, Dialog, Text } from '@peiyin/ui';
import type { SubmitOutcome } from './submit';

/// spec 02 §8: 提交成功 with 立即查看 / 留在此页; any other status 任务提交失败 with its code and text, 402 adding 立即购买
/// (`onBuy`; absent where the site sells no membership: then the server's words explain, and 知道了 closes).
export function SubmitOutcomeDialog({ outcome, onClose, onView, onBuy }: { outcome: SubmitOutcome | null; onClose(): void; onView(): void; onBuy?: (() => void) | undefined }) {
  if (!outcome) return null;
  const ok = outcome.status === 200;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content
        title={ok ? '提交成功' : '任务提交失败'}
        width={420}
        footer={
          ok ? (
            <>
              <Button variant="secondary" onClick={onClose}>
                留在此页
              </Button>
              <Button onClick={onView}>立即查看</Button>
            </>
          ) : (
            <>
              <Button variant="secondary" onClick={onClose}>
                {outcome.status === 402 && !onBuy ? '知道了' : '取消'}
              </Button>
              {outcome.status === 402 && onBuy ? <Button onClick={onBuy}>立即购买</Button> : null}
            </>
          )
        }
      >
        <Text>{ok ? '合成任务已提交，请稍后在我的作品中查看任务！' : `状态码：${outcome.status}，${outcome.statusText}`}</Text>
      </Dialog.Content>
    </Dialog.Root>
  );
}
