import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TemplateSaveDialog } from './TemplateSaveDialog';
import { controlled } from '../../testing/controlled';
import { onScreen } from '../../testing/viewports';
import { expectPhoneSheet } from '../../testing/phoneSheet';

// As the app uses it: a resolved save really closes the dialog.
const Controlled = controlled(TemplateSaveDialog, 'open', 'onOpenChange');

const voice = { anchorName: '晓岚', templateName: '欢快', roleName: '少女', intensity: 1.2, pitch: 25, speed: 1.1, volume: 90 };

const meta = {
  title: 'CustomAnchors/TemplateSaveDialog',
  component: TemplateSaveDialog,
  args: { open: true, onOpenChange: fn(), voice, defaultText: '大家好，欢迎来到我的频道。', onSubmit: fn(async () => undefined) },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof TemplateSaveDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const dialog = async (canvasElement: HTMLElement) => within(await body(canvasElement).findByRole('dialog', { name: '保存主播' }));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const form = await dialog(canvasElement);
    // the voice is shown, read-only
    const summary = within(form.getByLabelText('当前音色'));
    for (const text of ['晓岚', '欢快', '少女', '1.2', '+25', '1.1x', '90']) await expect(summary.getByText(text)).toBeInTheDocument();
    await expect(form.getByLabelText(/主播名称/)).toHaveValue('');
    await expect(form.getByLabelText(/主播名称/)).toHaveAttribute('maxlength', '30');
    await expect(form.getByLabelText(/主播简介/)).toHaveAttribute('maxlength', '150');
    await expect(form.getByLabelText(/试听内容/)).toHaveValue('大家好，欢迎来到我的频道。');
  },
};

export const NoRole: Story = {
  args: { voice: { ...voice, roleName: null, intensity: 1, pitch: -100, speed: 1, volume: 100 } },
  play: async ({ canvasElement }) => {
    const summary = within((await dialog(canvasElement)).getByLabelText('当前音色'));
    for (const text of ['无', '-100', '1.0x', '100']) await expect(summary.getByText(text)).toBeInTheDocument();
  },
};

export const Required: Story = {
  args: { defaultText: '' },
  play: async ({ canvasElement, args }) => {
    const form = await dialog(canvasElement);
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    await expect(await form.findByText('主播名称不能为空')).toBeInTheDocument();
    await expect(form.getByText('主播简介不能为空')).toBeInTheDocument();
    await expect(form.getByText('试听内容不能为空')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const LongTextIsCut: Story = {
  args: { defaultText: '这是一段很长的文案。'.repeat(15) },
  play: async ({ canvasElement }) => {
    const form = await dialog(canvasElement);
    // the proposal is cut to the 100 characters a custom anchor's audition allows (spec 02 §5)
    await expect([...(form.getByLabelText(/试听内容/) as HTMLTextAreaElement).value]).toHaveLength(100);
    await expect(form.getByText('100/100')).toBeInTheDocument();
  },
};

export const Saved: Story = {
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    const form = await dialog(canvasElement);
    await userEvent.type(form.getByLabelText(/主播名称/), ' 欢快晓岚 ');
    await userEvent.type(form.getByLabelText(/主播简介/), '活泼的短视频口播');
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: '欢快晓岚', comment: '活泼的短视频口播', text: '大家好，欢迎来到我的频道。' });
    await waitFor(() => expect(page.queryByRole('dialog', { name: '保存主播' })).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const SaveFailed: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error('主播名称不能超过30个字符'))) },
  play: async ({ canvasElement, args }) => {
    const form = await dialog(canvasElement);
    await userEvent.type(form.getByLabelText(/主播名称/), '欢快晓岚');
    await userEvent.type(form.getByLabelText(/主播简介/), '活泼');
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    // the app shows the failure; the dialog stays with what was typed
    await waitFor(() => expect(form.getByRole('button', { name: '保存' })).toHaveAttribute('data-state', 'idle'));
    await expect(form.getByLabelText(/主播名称/)).toHaveValue('欢快晓岚');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const OnPhone: Story = {
  ...onScreen('phone'),
  play: async ({ canvasElement }) => {
    await expectPhoneSheet(canvasElement, '保存主播');
  },
};
