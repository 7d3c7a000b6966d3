import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextResult } from './TextResult';

const text = '春天来了，公园里的花都开了。\n周末我们一起去散步，看看湖边的柳树。';

const meta = {
  title: 'Tools/TextResult',
  component: TextResult,
  tags: ['autodocs'],
  args: { title: '识别结果', meta: '识别可信度 91%', value: text, onChange: fn(), onCopy: fn(), onSend: fn(), backLabel: '重新识别', onBack: fn() },
  parameters: { a11y: { test: 'error' } },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <div style={{ width: 720 }}>
        <TextResult
          {...args}
          value={value}
          onChange={(next) => {
            setValue(next);
            args.onChange(next);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof TextResult>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Recognised: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('33 字')).toBeVisible();
    // a misread word is fixed before the text goes to the editor
    const box = canvas.getByLabelText('识别结果');
    await userEvent.clear(box);
    await userEvent.type(box, '你好世界');
    await expect(canvas.getByText('4 字')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '复制' }));
    await expect(args.onCopy).toHaveBeenCalledWith('你好世界');
    await userEvent.click(canvas.getByRole('button', { name: '送去配音' }));
    await expect(args.onSend).toHaveBeenCalledWith('你好世界');
    await userEvent.click(canvas.getByRole('button', { name: '重新识别' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { value: '', meta: '图片中没有识别到文字', backLabel: undefined, onBack: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '送去配音' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '复制' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: '重新识别' })).toBeNull();
  },
};
