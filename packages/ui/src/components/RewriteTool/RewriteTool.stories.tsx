import type { Meta, StoryObj } from '@storybook/react-vite';
import { toastStore } from '../../primitives/toastStore';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RewriteTool } from './RewriteTool';
import { controlled } from '../../testing/controlled';
import { onScreen } from '../../testing/viewports';

const Controlled = controlled(RewriteTool, 'value', 'onValueChange');

const original = '今天给大家推荐一款保温杯，保温效果特别好，早上倒的热水晚上还是烫的，而且颜值很高，放在办公桌上特别好看。';
const rewritten = '一杯热水，从早暖到晚——这款保温杯做到了。出门前倒满，下班时依然烫口；外观简洁大方，摆在桌上就是一道风景。';

const meta = {
  title: 'AI writing/RewriteTool',
  component: RewriteTool,
  render: (args) => <Controlled {...args} />,
  args: { value: '', onValueChange: fn(), onStart: fn(), onStop: fn(), processing: false, output: '', onSendToDubbing: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 1120 }}><Story /></div>],
} satisfies Meta<typeof RewriteTool>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '开始' }));
    // spec 02 §8: 请输入文案内容
    await expect(await body(canvasElement).findByText('请输入文案内容')).toBeInTheDocument();
    toastStore.clear();
    await expect(args.onStart).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: '原文案' }), '保温杯口播');
    await userEvent.click(canvas.getByRole('button', { name: '开始' }));
    await expect(args.onStart).toHaveBeenCalledWith('保温杯口播');
  },
};

export const Rewriting: Story = {
  args: { value: original, processing: true, output: rewritten.slice(0, 20) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '原文案' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: '复制' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '停止' }));
    await expect(args.onStop).toHaveBeenCalled();
  },
};

export const Done: Story = {
  args: { value: original, output: rewritten },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '改写结果' })).toHaveTextContent(rewritten);
    await userEvent.click(canvas.getByRole('button', { name: '送去配音' }));
    await expect(args.onSendToDubbing).toHaveBeenCalledWith(rewritten);
  },
};

export const Unconfigured: Story = {
  args: { setupMessage: '本站暂未开通AI写作，暂时不能生成或改写文案。你可以自己写好文案，直接去配音。' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('writing-setup')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: '开始' })).toBeNull();
  },
};

/** On a phone the rewritten text comes under the original. */
export const DoneOnPhone: Story = {
  ...onScreen('phone'),
  args: Done.args,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
