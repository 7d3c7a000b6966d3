// The VIP dialog hook (spec 01 §2 "VIP dialog"): the header's VIP button and the activity banner open it.
// Online payment arrives with the membership work; until then the dialog states the privileges of each level
// (spec 01 §6) and says plainly that purchase is not open yet.
import { useAtom } from 'jotai';
import { Button, Dialog, Stack, Text } from '@peiyin/ui';
import { vipOpenAtom } from '../state/feedbackDialog';

const privileges = [
  '48k 高清音质音频',
  '免费使用全部情绪主播',
  '每日免费合成：等级 2 每日 80 次，等级 3 每日 90 次',
  '视频提取：等级 2 支持大部分平台，等级 3 支持多平台',
  '免费使用图片文字识别',
];

export function VipDialogHost() {
  const [open, setOpen] = useAtom(vipOpenAtom);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Content
        title="开通会员"
        description="会员权益"
        width={440}
        footer={<Button onClick={() => setOpen(false)}>知道了</Button>}
      >
        <Stack gap="3">
          <ul>
            {privileges.map((item) => (
              <li key={item}>
                <Text>{item}</Text>
              </li>
            ))}
          </ul>
          <Text tone="secondary" size="sm">
            在线支付即将上线，敬请期待。
          </Text>
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}
