import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { QuestionDialog } from './QuestionDialog';

const meta = {
  title: 'AI writing/QuestionDialog',
  component: QuestionDialog,
  args: { open: true, onOpenChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof QuestionDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (canvasElement: HTMLElement) => within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '输入问题' }));

export const Open: Story = {
  args: { defaultValue: '把下面这段稿子改成适合抖音的口播：' },
  play: async ({ canvasElement }) => {
    const form = await dialog(canvasElement);
    // it starts from what the chat input holds
    await expect(form.getByRole('textbox', { name: '问题' })).toHaveValue('把下面这段稿子改成适合抖音的口播：');
  },
};

export const BlankRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const form = await dialog(canvasElement);
    await userEvent.click(form.getByRole('button', { name: '发送' }));
    // spec 02 §5: 问题不能为空
    await expect(form.getByRole('alert')).toHaveTextContent('问题不能为空');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // typing clears the complaint
    await userEvent.type(form.getByRole('textbox', { name: '问题' }), '写');
    await waitFor(() => expect(form.queryByRole('alert')).toBeNull());
  },
};

export const Submits: Story = {
  play: async ({ canvasElement, args }) => {
    const form = await dialog(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: '问题' }), '  一段有声书开头的旁白  ');
    await userEvent.click(form.getByRole('button', { name: '发送' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('一段有声书开头的旁白');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
