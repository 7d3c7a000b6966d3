import type { Meta, StoryObj } from '@storybook/react-vite';
import { toastStore } from '../../primitives/toastStore';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InspirationApply } from './InspirationApply';
import { storyTemplates } from './fixtures';
import { controlled } from '../../testing/controlled';
import { onScreen } from '../../testing/viewports';

const Controlled = controlled(InspirationApply, 'value', 'onValueChange');

const output = '**各位朋友，**欢迎来到街角的小面包店！\n\n今天的招牌是刚出炉的可颂，外酥里软，一口下去全是黄油香。';

const meta = {
  title: 'AI writing/InspirationApply',
  component: InspirationApply,
  render: (args) => <Controlled {...args} />,
  args: {
    template: storyTemplates[0]!,
    value: '',
    onValueChange: fn(),
    onSubmit: fn(),
    onStop: fn(),
    processing: false,
    output: '',
    onSendToDubbing: fn(),
    onBack: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 1120 }}><Story /></div>],
} satisfies Meta<typeof InspirationApply>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /短视频口播/ })).toBeInTheDocument();
    await userEvent.click(within(canvas.getByRole('navigation', { name: '位置' })).getByRole('button', { name: '灵感中心' }));
    await expect(args.onBack).toHaveBeenCalled();
    // a demo fills the input
    await userEvent.click(canvas.getByRole('button', { name: '一家社区烘焙店的探店视频，60秒' }));
    await expect(canvas.getByRole('textbox', { name: '输入内容' })).toHaveValue('一家社区烘焙店的探店视频，60秒');
    await userEvent.click(canvas.getByRole('button', { name: '使用' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('一家社区烘焙店的探店视频，60秒');
    // nothing to copy yet
    await expect(canvas.queryByRole('button', { name: '复制' })).toBeNull();
  },
};

export const BlankRefused: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '使用' }));
    await expect(await body(canvasElement).findByText('输入内容不能为空')).toBeInTheDocument();
    toastStore.clear();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('textbox', { name: '输入内容' })).toHaveAttribute('maxlength', '500');
  },
};

export const Generating: Story = {
  args: { value: '一家社区烘焙店的探店视频，60秒', processing: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '生成结果' })).toHaveTextContent('正在生成...');
    await expect(canvas.getByRole('textbox', { name: '输入内容' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '停止回答' }));
    await expect(args.onStop).toHaveBeenCalled();
  },
};

export const Streaming: Story = {
  args: { value: '一家社区烘焙店的探店视频，60秒', processing: true, output: output.slice(0, 30) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '生成结果' })).toHaveAttribute('data-state', 'streaming');
    // copy only when idle (spec 02 §4)
    await expect(canvas.queryByRole('button', { name: '复制' })).toBeNull();
  },
};

export const Done: Story = {
  args: { value: '一家社区烘焙店的探店视频，60秒', output },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '复制' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '送去配音' }));
    await expect(args.onSendToDubbing).toHaveBeenCalledWith('各位朋友，欢迎来到街角的小面包店！\n今天的招牌是刚出炉的可颂，外酥里软，一口下去全是黄油香。');
  },
};

export const Failed: Story = {
  args: { value: '一家社区烘焙店的探店视频，60秒', output: '各位朋友', error: '发生异常' },
  play: async ({ canvasElement }) => {
    await expect(within(within(canvasElement).getByRole('region', { name: '生成结果' })).getByRole('alert')).toHaveTextContent('发生异常');
  },
};

export const Unconfigured: Story = {
  args: { setupMessage: '本站暂未开通AI写作，暂时不能生成或改写文案。你可以自己写好文案，直接去配音。' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('writing-setup')).toHaveTextContent('AI写作暂未开通');
    // nothing pretends to answer: no input, no 使用
    await expect(canvas.queryByRole('textbox', { name: '输入内容' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '使用' })).toBeNull();
  },
};

/** On a phone the written result comes under the template's form. */
export const DoneOnPhone: Story = {
  ...onScreen('phone'),
  args: Done.args,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
