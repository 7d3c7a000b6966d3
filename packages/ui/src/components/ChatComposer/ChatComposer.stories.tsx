import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { toastStore } from '../../primitives/toastStore';
import { ChatComposer } from './ChatComposer';
import { controlled } from '../../testing/controlled';

// The composer is controlled: the stories hold its text the way a page does.
const Controlled = controlled(ChatComposer, 'value', 'onValueChange');

const meta = {
  title: 'AI writing/ChatComposer',
  component: ChatComposer,
  render: (args) => <Controlled {...args} />,
  args: { value: '', onValueChange: fn(), onSend: fn(), onStop: fn(), onExpand: fn(), hint: '免费额度 · 本月已用 1,200 / 20,000 tokens' },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}><Story /></div>],
} satisfies Meta<typeof ChatComposer>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '输入问题' });
    await expect(input).toHaveAttribute('placeholder', '请输入您的问题，Ctrl + Enter 发送');
    await expect(within(canvasElement).getByText('0/2000')).toBeInTheDocument();
  },
};

export const BlankRefused: Story = {
  args: { value: '   ' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '发送' }));
    // spec 02 §5: a blank question is refused with 请输入您的问题
    await expect(await body(canvasElement).findByText('请输入您的问题')).toBeInTheDocument();
    await expect(args.onSend).not.toHaveBeenCalled();
    // the toast has been seen; the picture is of the composer, not of a toast half way through its timer
    toastStore.clear();
  },
};

export const CtrlEnterSends: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '输入问题' });
    await userEvent.type(input, '写一段30秒的咖啡口播稿');
    // Enter alone makes a new line; Ctrl+Enter sends the trimmed question
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onSend).toHaveBeenCalledWith('写一段30秒的咖啡口播稿');
    await expect(within(canvasElement).getByText(`${'写一段30秒的咖啡口播稿\n'.length}/2000`)).toBeInTheDocument();
  },
};

export const Processing: Story = {
  args: { value: '', processing: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // spec 02 §4: while an answer runs the input is disabled and the button is 停止回答
    await expect(canvas.getByRole('textbox', { name: '输入问题' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: '发送' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '停止回答' }));
    await expect(args.onStop).toHaveBeenCalledTimes(1);
  },
};

export const AtLimit: Story = {
  args: { value: '配'.repeat(2000) },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '输入问题' });
    await expect(input).toHaveAttribute('maxlength', '2000');
    await expect(within(canvasElement).getByText('2000/2000')).toHaveAttribute('data-over', 'true');
  },
};

export const Expand: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '展开输入' }));
    await expect(args.onExpand).toHaveBeenCalledTimes(1);
  },
};
