import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WritingSetupNotice } from './WritingSetupNotice';
import { onScreen } from '../../testing/viewports';

const meta = {
  title: 'AI writing/WritingSetupNotice',
  component: WritingSetupNotice,
  args: { message: '本站暂未开通AI写作，暂时不能生成或改写文案。你可以自己写好文案，直接去配音。' },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}><Story /></div>],
} satisfies Meta<typeof WritingSetupNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unconfigured: Story = {
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('alert');
    // the page says plainly that nothing will answer, and what the user can do instead; no server settings
    await expect(notice).toHaveTextContent('AI写作暂未开通');
    await expect(notice).toHaveTextContent('直接去配音');
    await expect(notice).not.toHaveTextContent(/LLM_|Ollama/);
  },
};

/** On a phone the message wraps inside the box instead of running out of it. */
export const OnPhone: Story = {
  ...onScreen('phone'),
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('alert');
    await expect(notice.scrollWidth).toBeLessThanOrEqual(notice.clientWidth);
  },
};
