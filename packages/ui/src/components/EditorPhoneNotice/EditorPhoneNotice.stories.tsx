import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { onScreen } from '../../testing/viewports';
import { EditorPhoneNotice } from './EditorPhoneNotice';

const meta = {
  title: 'Editor/EditorPhoneNotice',
  component: EditorPhoneNotice,
  tags: ['autodocs'],
  args: { onDismiss: fn() },
  parameters: { a11y: { test: 'error' } },
  render: (args) => (
    <div style={{ width: '100%', border: '1px solid #e6e8f0', borderRadius: 12, overflow: 'hidden', background: '#fff' }}>
      <EditorPhoneNotice {...args} />
      <div style={{ height: 80, padding: 12, fontSize: 13, color: '#565c70' }}>（编辑区）</div>
    </div>
  ),
} satisfies Meta<typeof EditorPhoneNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A phone: the notice says what is better done on a computer; 知道了 dismisses it. */
export const OnPhone: Story = {
  ...onScreen('phone'),
  play: async ({ canvasElement, args }) => {
    const notice = within(canvasElement).getByRole('note', { name: '手机编辑提示' });
    await expect(notice).toBeVisible();
    await expect(notice).toHaveTextContent(/建议在电脑上完成精细标注/);
    await expect(notice).toHaveTextContent('手机上可以编辑文字、切换主播、试听和提交合成');
    await userEvent.click(within(notice).getByRole('button', { name: '知道了' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** A tablet has room for every panel: no notice. */
export const OnTablet: Story = {
  ...onScreen('tablet'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note', { hidden: true })).not.toBeVisible();
  },
};
