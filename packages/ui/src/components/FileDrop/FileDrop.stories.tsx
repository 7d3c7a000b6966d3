import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileDrop } from './FileDrop';

const meta = {
  title: 'Tools/FileDrop',
  component: FileDrop,
  tags: ['autodocs'],
  args: { accept: '.jpg,.jpeg,.png', label: '选择图片', title: '点击或拖拽图片到此处', hint: '支持 jpg/png 格式，不超过 10M', onFile: fn() },
  parameters: { a11y: { test: 'error' } },
  render: (args) => (
    <div style={{ width: 640 }}>
      <FileDrop {...args} />
    </div>
  ),
} satisfies Meta<typeof FileDrop>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('选择图片');
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], '通知.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    await expect(args.onFile).toHaveBeenCalledWith(file);
  },
};

export const Uploading: Story = {
  args: { state: 'uploading', progress: 42, message: '上传中' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: '上传中' })).toHaveAttribute('aria-valuenow', '42');
    await expect(canvas.getByText('42%')).toBeVisible();
    // nothing else may be chosen while a file is on its way
    await expect(canvas.getByLabelText('选择图片')).toBeDisabled();
    await expect(args.onFile).not.toHaveBeenCalled();
  },
};

export const Refused: Story = {
  args: { state: 'error', message: '图片格式仅支持 jpg/png' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('图片格式仅支持 jpg/png');
  },
};

export const Unconfigured: Story = {
  args: {
    accept: '.mp3,.wav,.mp4,.m4a,.mov',
    label: '选择音频或视频',
    title: '点击或拖拽音频、视频到此处',
    hint: '音频 mp3/wav，视频 mp4/m4a/mov；不超过 100M、20 分钟',
    state: 'unavailable',
    message: '本站暂未开通语音识别，暂时不能把音频、视频转成文字。你可以直接粘贴文案，或导入字幕文件（.srt）去配音。',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent('暂未开通');
    await expect(canvas.getByLabelText('选择音频或视频')).toBeDisabled();
  },
};
