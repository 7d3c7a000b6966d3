import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WritingSetupNotice } from './WritingSetupNotice';
import { onScreen } from '../../testing/viewports';

const meta = {
  title: 'AI writing/WritingSetupNotice',
  component: WritingSetupNotice,
  args: { message: 'AI写作服务未配置：请管理员设置 LLM_BASE_URL、LLM_MODEL（云服务另需 LLM_API_KEY）后重启服务' },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}><Story /></div>],
} satisfies Meta<typeof WritingSetupNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unconfigured: Story = {
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('alert');
    // the page says plainly that nothing will answer, and what to set
    await expect(notice).toHaveTextContent('AI写作服务未配置');
    await expect(notice).toHaveTextContent('LLM_BASE_URL');
  },
};

/** On a phone the example settings break inside the box instead of running out of it. */
export const OnPhone: Story = {
  ...onScreen('phone'),
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('alert');
    await expect(notice.scrollWidth).toBeLessThanOrEqual(notice.clientWidth);
  },
};
