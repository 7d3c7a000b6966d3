import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WorkTitle } from './WorkTitle';

const meta = {
  title: 'Editor/WorkTitle',
  component: WorkTitle,
  args: { onValueChange: fn() },
  parameters: { a11y: { test: 'error' } },
  render: (args) => (
    <div style={{ height: 80 }}>
      <WorkTitle {...args} />
    </div>
  ),
} satisfies Meta<typeof WorkTitle>;
export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: '作品标题' });
const message = '任务标题仅支持1-20位中文汉字、英文字母、数字、@_-特殊符号组成';

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveAttribute('placeholder', '未命名作品');
    await expect(input(canvasElement)).toHaveValue('');
  },
};

export const Titled: Story = {
  args: { defaultValue: '早间新闻播报' },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveValue('早间新闻播报');
  },
};

export const ValidOnBlur: Story = {
  play: async ({ canvasElement, args }) => {
    const field = input(canvasElement);
    await userEvent.type(field, ' 新品发布@2026_v-1 ');
    await userEvent.tab();
    // spec 02 §5: Chinese, letters, digits and @ _ - are allowed; the title is kept (trimmed)
    await expect(field).toHaveValue('新品发布@2026_v-1');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('新品发布@2026_v-1');
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const InvalidOnBlur: Story = {
  play: async ({ canvasElement, args }) => {
    const field = input(canvasElement);
    await userEvent.type(field, '@开头的标题');
    await userEvent.keyboard('{Enter}');
    // spec 02 §5: the error shows and the title is cleared
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(message);
    await expect(field).toHaveValue('');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
  },
};

export const TooLongOnBlur: Story = {
  play: async ({ canvasElement }) => {
    const field = input(canvasElement);
    await userEvent.type(field, '一二三四五六七八九十一二三四五六七八九十一');
    await userEvent.tab();
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(message);
    await expect(field).toHaveValue('');
    // typing again clears the error
    await userEvent.type(field, '短标题');
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const InputLimit: Story = {
  play: async ({ canvasElement }) => {
    const field = input(canvasElement);
    await userEvent.type(field, 'abcdefghijklmnopqrstuvwxyz0123');
    // spec 02 §5: at most 25 characters can be typed
    await expect(field).toHaveValue('abcdefghijklmnopqrstuvwxy');
  },
};

export const BlankStaysBlank: Story = {
  play: async ({ canvasElement, args }) => {
    const field = input(canvasElement);
    await userEvent.click(field);
    await userEvent.tab();
    // a blank title is no error: the page derives one from the script at submit
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};
