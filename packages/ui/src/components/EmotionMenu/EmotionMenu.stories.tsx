import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyTemplates } from '../../testing/markup/storyData';
import { EmotionMenu } from './EmotionMenu';

const meta = {
  title: 'Editor/Voice/EmotionMenu',
  component: EmotionMenu,
  args: { templates: storyTemplates, value: { templateId: '1', intensity: 1 }, onChange: fn(), onClose: fn() },
  decorators: [(Story) => <div style={{ width: 'fit-content', border: '1px solid #e6e8f0', borderRadius: 12, background: '#fff' }}><Story /></div>],
} satisfies Meta<typeof EmotionMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /^平和/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('slider', { name: '情绪强度' })).toHaveAttribute('aria-valuetext', '1.00');
  },
};

export const ChooseWithIntensity: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^开心/ }));
    const slider = canvas.getByRole('slider', { name: '情绪强度' });
    slider.focus();
    // step 0.01: Page Up moves ten steps
    await userEvent.keyboard('{PageUp}{PageUp}{ArrowRight}');
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    // spec 02 §4: the template's role, pitch and speed; volume 70 and sample rate 16000 when it has none
    await expect(args.onChange).toHaveBeenCalledWith({
      templateId: '2',
      templateName: '开心',
      intensity: 1.21,
      role: null,
      pitch: 10,
      speed: 1.1,
      volume: 70,
      sampleRate: 16000,
    });
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const NoneChosen: Story = {
  args: { value: { templateId: null, intensity: 1 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('请选择一个风格!');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const NoMoreEmotions: Story = {
  args: { templates: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('没有更多情绪或风格！')).toBeInTheDocument();
  },
};

/** An emotion anchor's styles but its first are a member's: marked 会员, and choosing one says why it will not
 * synthesise yet, before 立即合成 would refuse it (issue 27). */
export const MemberOnlyStyles: Story = {
  args: {
    templates: storyTemplates.map((t, index) => ({ ...t, memberOnly: index > 0 })),
    memberOnlyNote: '会员专享：开通会员后可用于合成，可先试听',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTitle('会员专享')).toHaveLength(storyTemplates.length - 1);
    await expect(canvas.queryByRole('note')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /^开心/ }));
    await expect(canvas.getByRole('note')).toHaveTextContent('会员专享：开通会员后可用于合成，可先试听');
  },
};
