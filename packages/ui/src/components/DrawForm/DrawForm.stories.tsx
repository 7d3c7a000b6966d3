import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DrawForm } from './DrawForm';
import { defaultDrawFormValues, type DrawFormValues } from './drawForm';
import { storyPicture, storySizes, storyStyles } from './fixtures';
import { onScreen } from '../../testing/viewports';

const meta = {
  title: 'AI drawing/DrawForm',
  component: DrawForm,
  tags: ['autodocs'],
  args: { styles: storyStyles, sizes: storySizes, onSubmit: fn(), onValueChange: fn(), onPickReference: fn(), onRemoveReference: fn(), quota: { perDay: 10, left: 8 } },
  decorators: [
    (Story) => (
      // the page gives the panel the window's height; its options scroll above 生成
      <div style={{ maxWidth: 380, height: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DrawForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const filled: DrawFormValues = { ...defaultDrawFormValues, prompt: '清晨的江南水乡，小桥流水，薄雾笼罩，一只乌篷船缓缓驶过', styleId: 2, size: '720*1280', count: 2 };
const generate = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: '生成' });

/** Nothing chosen yet: 生成 waits for a style (spec 02 §2.11: a style and a size must be selected). */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(generate(canvasElement)).toBeDisabled();
    await expect(canvas.getByText('请选择一种风格')).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: '1:1 方图' })).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByRole('radio', { name: '1 张' })).toHaveAttribute('aria-checked', 'true');
    await expect(within(canvas.getByRole('radiogroup', { name: '风格' })).getAllByRole('radio')).toHaveLength(12);
    await expect(canvas.getByText('预计生成时间 10s-30s')).toBeInTheDocument();
  },
};

/** Brings the reference section into the panel's view, so its picture shows what the story is about. */
const showReference = (canvasElement: HTMLElement) => within(canvasElement).getByText('参考图').scrollIntoView({ block: 'start' });

/** A style picked, the description left blank: 生成 says what is missing, in the spec's words. */
export const BlankPrompt: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '赛博朋克' }));
    await expect(generate(canvasElement)).toBeEnabled();
    await userEvent.click(generate(canvasElement));
    await expect(canvas.getByRole('alert')).toHaveTextContent('请输入画面描述词');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // typing clears the message
    await userEvent.type(canvas.getByRole('textbox', { name: '画面描述' }), '霓虹城市');
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};

/** Everything chosen: 生成 hands the values over (2 pictures, 9:16, 国风水墨). */
export const Valid: Story = {
  args: { defaultValue: filled },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '国风水墨' })).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByText(`${filled.prompt.length}/500`)).toBeInTheDocument();
    await expect(canvas.getByText('今日剩余 8 张')).toBeInTheDocument();
    await userEvent.click(generate(canvasElement));
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);
  },
};

/** The person picks a size and a count with the keyboard-reachable radio groups. */
export const ChoosingOptions: Story = {
  args: { defaultValue: { ...filled, size: '1024*1024', count: 1 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '16:9 横屏' }));
    await userEvent.click(canvas.getByRole('radio', { name: '4 张' }));
    await expect(canvas.getByRole('radio', { name: '16:9 横屏' })).toHaveAttribute('aria-checked', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ size: '1280*720', count: 4 }));
  },
};

/** A reference is picked: png/jpeg under 5 MB goes to the page to upload; anything else is refused here. */
export const PickReference: Story = {
  args: { defaultValue: filled },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('上传参考图') as HTMLInputElement;
    await userEvent.upload(input, new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }), { applyAccept: false });
    await expect(canvas.getByRole('alert')).toHaveTextContent('参考图片仅支持 png/jpeg 格式');
    await userEvent.upload(input, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('图片文件大小不超过5M');
    await expect(args.onPickReference).not.toHaveBeenCalled();
    const photo = new File([new Uint8Array(2048)], 'photo.png', { type: 'image/png' });
    await userEvent.upload(input, photo);
    await expect(args.onPickReference).toHaveBeenCalledWith(photo);
    await expect(canvas.queryByRole('alert')).toBeNull();
    showReference(canvasElement);
  },
};

/** The reference uploads: its preview, the progress, and 生成 waiting for it. */
export const UploadingReference: Story = {
  args: { defaultValue: { ...filled, reference: { state: 'uploading', name: '我的照片.png', previewUrl: storyPicture('photo'), progress: 0.42 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: '参考图上传进度' })).toHaveAttribute('aria-valuenow', '42');
    await expect(canvas.getByText('上传中 42%')).toBeInTheDocument();
    await expect(generate(canvasElement)).toBeDisabled();
    await expect(canvas.getByText('参考图片上传中，请稍候')).toBeInTheDocument();
    showReference(canvasElement);
  },
};

/** An uploaded reference in repaint mode (参考内容) with the strength at 35: the call will send 0.35. */
export const ReferenceRepaint: Story = {
  args: {
    defaultValue: { ...filled, reference: { state: 'ready', name: '我的照片.png', previewUrl: storyPicture('photo'), key: 'draw/1/refs/abc' }, refMode: 'repaint', refStrength: 35 },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: '参考图预览' })).toBeInTheDocument();
    await expect(canvas.getByText('已上传')).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: '参考内容' })).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByRole('slider', { name: '参考强度' })).toHaveAttribute('aria-valuenow', '35');
    await userEvent.click(generate(canvasElement));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ refMode: 'repaint', refStrength: 35 }));
    showReference(canvasElement);
  },
};

/** The default reference mode is 参考图片 (refonly) at strength 50; the slider moves by keyboard; remove clears it. */
export const ReferenceDefaults: Story = {
  args: { defaultValue: { ...filled, reference: { state: 'ready', name: 'cover.jpg', previewUrl: storyPicture('watercolor'), key: 'draw/1/refs/def' } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '参考图片' })).toHaveAttribute('aria-checked', 'true');
    const slider = canvas.getByRole('slider', { name: '参考强度' });
    await expect(slider).toHaveAttribute('aria-valuenow', '50');
    slider.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(slider).toHaveAttribute('aria-valuenow', '48');
    showReference(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '移除参考图' }));
    await expect(args.onRemoveReference).toHaveBeenCalled();
    await expect(canvas.queryByRole('img', { name: '参考图预览' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '点击或拖入参考图' })).toBeInTheDocument();
  },
};

/** An image model that cannot weigh the reference (OpenAI's image edits): no strength slider is offered, and the
 * form says why (issue 28). */
export const ReferenceWithoutStrength: Story = {
  args: {
    referenceStrength: false,
    defaultValue: { ...filled, reference: { state: 'ready', name: 'cover.jpg', previewUrl: storyPicture('watercolor'), key: 'draw/1/refs/def' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '参考图片' })).toBeInTheDocument();
    await expect(canvas.queryByRole('slider', { name: '参考强度' })).toBeNull();
    await expect(canvas.getByText('当前图片模型不支持调节参考强度，会按它自己的方式参考这张图')).toBeVisible();
    showReference(canvasElement);
  },
};

/** The task is on its way to the server. */
export const Submitting: Story = {
  args: { defaultValue: filled, submitting: true },
  play: async ({ canvasElement }) => {
    await expect(generate(canvasElement)).toHaveAttribute('data-state', 'loading');
  },
};

/** No image model configured: the form shows, 生成 does not work (the page says how to configure one). */
export const Unavailable: Story = {
  args: { defaultValue: filled, disabled: true, quota: null },
  play: async ({ canvasElement, args }) => {
    await expect(generate(canvasElement)).toBeDisabled();
    await userEvent.click(generate(canvasElement));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** On a phone the panel takes the screen's width; four styles still fit a row. */
export const OnPhone: Story = {
  ...onScreen('phone'),
  args: { defaultValue: filled },
  play: async ({ canvasElement }) => {
    await expect(generate(canvasElement)).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
