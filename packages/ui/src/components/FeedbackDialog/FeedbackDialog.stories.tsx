import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FeedbackDialog } from './FeedbackDialog';
import { controlled } from '../../testing/controlled';
import { onScreen } from '../../testing/viewports';
import { expectPhoneSheet } from '../../testing/phoneSheet';

// As the app uses it: closing the form really closes it.
const Controlled = controlled(FeedbackDialog, 'open', 'onOpenChange');

const meta = {
  title: 'Account/FeedbackDialog',
  component: FeedbackDialog,
  args: { open: true, onOpenChange: fn(), onSubmit: fn(async () => undefined) },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof FeedbackDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const openForm = async (canvasElement: HTMLElement) => within(await body(canvasElement).findByRole('dialog', { name: '意见反馈' }));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement);
    // type 1 (建议) is chosen by default (spec 01 §2)
    await expect(dialog.getByRole('radio', { name: '建议' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: '问题' })).not.toBeChecked();
    await expect(dialog.getByRole('radio', { name: '其他' })).not.toBeChecked();
  },
};

export const Required: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openForm(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: '提交反馈' }));
    await expect(await dialog.findByText('反馈内容不能为空')).toBeInTheDocument();
    await expect(dialog.getByText('联系邮箱不能为空')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const BadEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openForm(canvasElement);
    await userEvent.type(dialog.getByLabelText(/反馈内容/), '希望增加更多方言主播');
    await userEvent.type(dialog.getByLabelText(/联系邮箱/), 'li.lei@');
    await userEvent.click(dialog.getByRole('button', { name: '提交反馈' }));
    await expect(await dialog.findByText('联系邮箱格式不正确')).toBeInTheDocument();
    await expect(dialog.queryByText('反馈内容不能为空')).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitted: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openForm(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: '问题' }));
    await userEvent.type(dialog.getByLabelText(/反馈内容/), '导出的音频在手机上无法播放');
    await userEvent.type(dialog.getByLabelText(/联系邮箱/), 'li.lei@example.com');
    await userEvent.type(dialog.getByLabelText('其他联系方式'), '微信 lilei2026');
    await userEvent.click(dialog.getByRole('button', { name: '提交反馈' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      type: 2,
      content: '导出的音频在手机上无法播放',
      email: 'li.lei@example.com',
      otherContacts: '微信 lilei2026',
    });
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    // spec 01 §8: the form gives way to a dialog titled 提交成功
    const success = within(await body(canvasElement).findByRole('dialog', { name: '提交成功' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog', { name: '意见反馈' })).toBeNull());
    await userEvent.click(success.getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog', { name: '提交成功' })).toBeNull());
  },
};

export const SuccessDialog: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement);
    await userEvent.type(dialog.getByLabelText(/反馈内容/), '希望支持粤语');
    await userEvent.type(dialog.getByLabelText(/联系邮箱/), 'a@b.cn');
    await userEvent.click(dialog.getByRole('button', { name: '提交反馈' }));
    const success = within(await body(canvasElement).findByRole('dialog', { name: '提交成功' }));
    await expect(success.getByRole('button', { name: '我知道了' })).toBeInTheDocument();
  },
};

export const OtherTypeWithoutOtherContacts: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openForm(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: '其他' }));
    await userEvent.type(dialog.getByLabelText(/反馈内容/), '界面很清爽');
    await userEvent.type(dialog.getByLabelText(/联系邮箱/), 'a@b.cn');
    await userEvent.click(dialog.getByRole('button', { name: '提交反馈' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ type: 0, content: '界面很清爽', email: 'a@b.cn', otherContacts: '' });
  },
};

export const SubmitFailed: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error('网络请求超时'))) },
  play: async ({ canvasElement, args }) => {
    const dialog = await openForm(canvasElement);
    await userEvent.type(dialog.getByLabelText(/反馈内容/), '保存草稿偶尔失败');
    await userEvent.type(dialog.getByLabelText(/联系邮箱/), 'a@b.cn');
    await userEvent.click(dialog.getByRole('button', { name: '提交反馈' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    // the failure is the app's to toast; the form stays open with the text kept
    await waitFor(() => expect(dialog.getByRole('button', { name: '提交反馈' })).toHaveAttribute('data-state', 'idle'));
    await expect(dialog.getByLabelText(/反馈内容/)).toHaveValue('保存草稿偶尔失败');
    await expect(body(canvasElement).queryByRole('dialog', { name: '提交成功' })).toBeNull();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const OnPhone: Story = {
  ...onScreen('phone'),
  play: async ({ canvasElement }) => {
    await expectPhoneSheet(canvasElement, /./);
  },
};
