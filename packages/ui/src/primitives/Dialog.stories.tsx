import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Dialog } from './Dialog';
import { Button } from './Button';
import { Field, Input } from './Input';
import { Stack } from './Stack';
import { Popover } from './Popover';
import { Text } from './Text';
import { onScreen } from '../testing/viewports';
import { expectPhoneSheet } from '../testing/phoneSheet';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog.Content,
  args: { title: '修改昵称' },
} satisfies Meta<typeof Dialog.Content>;
export default meta;
type Story = StoryObj<typeof meta>;

function Example(props: { maskClosable?: boolean }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button>修改昵称</Button>
      </Dialog.Trigger>
      <Dialog.Content
        title="修改昵称"
        description="昵称会显示在作品和评论中"
        maskClosable={props.maskClosable}
        footer={
          <>
            <Dialog.Close asChild>
              <Button variant="secondary">取消</Button>
            </Dialog.Close>
            <Button>保存</Button>
          </>
        }
      >
        <Stack gap="2">
          <Field label="昵称" required>
            <Input placeholder="请输入昵称" defaultValue="小鹿配音" />
          </Field>
          <Text size="sm" tone="tertiary">不超过 30 个字</Text>
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}

export const Open: Story = {
  render: () => <Example />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '修改昵称' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: '修改昵称' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByLabelText(/昵称/)).toHaveValue('小鹿配音');
  },
};

export const ClosesOnCloseIcon: Story = {
  render: () => <Example />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '修改昵称' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const ClosesOnMaskClick: Story = {
  render: () => <Example />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '修改昵称' }));
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog');
    // spec 01 §2: the modal closes on a mask click
    await userEvent.click(canvasElement.ownerDocument.querySelector('[data-dialog-mask]') as HTMLElement);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const MaskClickIgnored: Story = {
  render: () => <Example maskClosable={false} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '修改昵称' }));
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog');
    await userEvent.click(canvasElement.ownerDocument.querySelector('[data-dialog-mask]') as HTMLElement);
    await waitFor(() => expect(body.getByRole('dialog')).toBeVisible());
  },
};

export const PopoverInsideDialog: Story = {
  render: () => (
    <Dialog.Root defaultOpen>
      <Dialog.Content title="选择发音">
        <Popover.Root>
          <Popover.Trigger asChild>
            <Button variant="secondary">多音字：行</Button>
          </Popover.Trigger>
          <Popover.Content side="bottom" align="start">
            <Stack gap="1">
              <Text>xíng（行走）</Text>
              <Text>háng（银行）</Text>
            </Stack>
          </Popover.Content>
        </Popover.Root>
      </Dialog.Content>
    </Dialog.Root>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: '选择发音' });
    await userEvent.click(within(dialog).getByRole('button', { name: '多音字：行' }));
    const option = await body.findByText('háng（银行）');
    // the popover is layered above the dialog, so a person can see and click it
    const { x, y, width, height } = option.getBoundingClientRect();
    await expect(canvasElement.ownerDocument.elementFromPoint(x + width / 2, y + height / 2)).toBe(option);
  },
};

/** On a phone the dialog is a full-screen sheet; its footer buttons stay reachable. */
export const OnPhone: Story = {
  ...onScreen('phone'),
  render: () => <Example />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '修改昵称' }));
    const dialog = await expectPhoneSheet(canvasElement, '修改昵称');
    await expect(within(dialog).getByRole('button', { name: '保存' })).toBeVisible();
    const close = within(dialog).getByRole('button', { name: '关闭' });
    await userEvent.click(close);
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(within(canvasElement).getByRole('button', { name: '修改昵称' }));
    await expectPhoneSheet(canvasElement, '修改昵称');
  },
};
