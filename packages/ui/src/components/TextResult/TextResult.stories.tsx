import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextResult } from './TextResult';
import { onScreen } from '../../testing/viewports';

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
      <div style={{ maxWidth: 720 }}>
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
    // spec 02 §5: line breaks are not counted (issue 28: the counter counted them)
    await expect(canvas.getByText('32 字')).toBeVisible();
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

/** A picture of a notice, drawn as the story's own SVG: what OCR read it from. */
const notice = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="200" viewBox="0 0 480 200"><rect width="480" height="200" fill="#fff"/>' +
    '<text x="24" y="70" font-family="Noto Sans CJK SC, sans-serif" font-size="26" fill="#222">春天来了，公园里的花都开了。</text>' +
    '<text x="24" y="130" font-family="Noto Sans CJK SC, sans-serif" font-size="26" fill="#222">周末我们一起去散步，看看湖边的柳树。</text></svg>',
)}`;

/** OCR's result: the picture beside the editable text, so a misread word is found at a glance (issue 28). */
export const WithPicture: Story = {
  args: { picture: { src: notice, alt: '识别的图片' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picture = canvas.getByRole('img', { name: '识别的图片' });
    const box = canvas.getByLabelText('识别结果');
    await expect(picture).toBeVisible();
    // side by side on a wide screen
    await expect(picture.getBoundingClientRect().right).toBeLessThanOrEqual(box.getBoundingClientRect().left);
  },
};

export const WithPictureOnTablet: Story = { ...onScreen('tablet'), args: WithPicture.args };

/** On a phone the picture stands above the text. */
export const WithPictureOnPhone: Story = {
  ...onScreen('phone'),
  args: WithPicture.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picture = canvas.getByRole('img', { name: '识别的图片' });
    await expect(picture.getBoundingClientRect().bottom).toBeLessThanOrEqual(canvas.getByLabelText('识别结果').getBoundingClientRect().top);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
