import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { onScreen } from '../../testing/viewports';
import { AuditionTransport } from '../AuditionTransport';
import { EditorFooter } from './EditorFooter';

const meta = {
  title: 'Editor/EditorFooter',
  component: EditorFooter,
  args: { length: 0 },
  parameters: { a11y: { test: 'error' } },
  render: (args) => (
    <div style={{ width: '100%', maxWidth: 720, border: '1px solid #e6e8f0' }}>
      <EditorFooter {...args} />
    </div>
  ),
} satisfies Meta<typeof EditorFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

const count = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText(/^字数/);

export const NotSavedYet: Story = {
  play: async ({ canvasElement }) => {
    await expect(count(canvasElement)).toHaveTextContent('0/8000');
    await expect(within(canvasElement).queryByTestId('estimated-duration')).toBeNull();
    await expect(within(canvasElement).queryByTestId('last-saved')).toBeNull();
  },
};

export const Saved: Story = {
  // a local time, so the picture is the same in every time zone
  args: { length: 1234, lastSavedAt: new Date(2026, 10, 22, 10, 30, 5) },
  play: async ({ canvasElement }) => {
    await expect(count(canvasElement)).toHaveTextContent('1234/8000');
    await expect(within(canvasElement).getByTestId('last-saved')).toHaveTextContent('上次自动保存 10:30:05');
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'within');
  },
};

export const AtTheLimit: Story = {
  args: { length: 8000 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'within');
  },
};

export const OverTheLimit: Story = {
  args: { length: 8012, lastSavedAt: new Date(2026, 10, 22, 9, 5, 0) },
  play: async ({ canvasElement }) => {
    const shown = count(canvasElement);
    await expect(shown).toHaveTextContent('8012/8000');
    // spec 02 §5: over 8000 is an error the footer shows in the error colour, with the reason
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'over');
    await expect(shown).toHaveAttribute('title', '文本长度超过最大限制8000字符');
    // the theme's colour for error words (#c0363c): its danger red is under WCAG's 4.5:1 for 13 px text
    await expect(getComputedStyle(shown).color).toBe('rgb(192, 54, 60)');
  },
};

export const WithHint: Story = {
  args: { length: 56, hint: '请正确使用标点符号，否则可能导致合成失败；单次试听请选择较短的内容' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/请正确使用标点符号/)).toBeInTheDocument();
  },
};

/** Polyphones the sources disagree on (issue 12): a count in the polyphone hue; a click shows the first. */
export const PolyphonesToConfirm: Story = {
  args: { length: 320, lastSavedAt: new Date(2026, 10, 22, 10, 30, 5), polyphonesToConfirm: 3, onPolyphonesClick: fn() },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '3 个多音字待确认' });
    await userEvent.click(button);
    await expect(args.onPolyphonesClick).toHaveBeenCalledTimes(1);
    button.blur();
  },
};

/** None left to confirm: no count at all. */
export const NoPolyphonesToConfirm: Story = {
  args: { length: 320, polyphonesToConfirm: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/多音字待确认/)).toBeNull();
  },
};

/** How long the script will sound, estimated from its plan before anything is synthesised (issue 27). */
export const WithEstimatedDuration: Story = {
  args: { length: 320, lastSavedAt: new Date(2026, 10, 22, 10, 30, 5), estimatedMs: 83_400 },
  play: async ({ canvasElement }) => {
    const estimate = within(canvasElement).getByTestId('estimated-duration');
    await expect(estimate).toHaveTextContent('预计时长 约 1 分 23 秒');
    await expect(estimate).toHaveAttribute('title', '按字数、语速与停顿估算，合成后以实际音频为准');
  },
};

/** An empty script sounds for no time; a footer without an estimate says nothing of it. */
export const EstimateOfAnEmptyScript: Story = {
  args: { length: 0, estimatedMs: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('estimated-duration')).toHaveTextContent('预计时长 0 秒');
  },
};

/** A phone: everything the footer says on one line inside the screen, the polyphone count still a target. */
export const OnPhone: Story = {
  ...onScreen('phone'),
  args: { length: 1234, lastSavedAt: new Date(2026, 10, 22, 10, 30, 5), polyphonesToConfirm: 3, onPolyphonesClick: fn(), estimatedMs: 316_000 },
  play: async ({ canvasElement }) => {
    const footer = canvasElement.querySelector<HTMLElement>('[data-state]')!;
    await expect(footer.scrollWidth).toBeLessThanOrEqual(footer.clientWidth);
    await expect(count(canvasElement)).toBeVisible();
    // 保存 10:30:05: a phone leaves out 上次自动 beside the estimate
    await expect(within(canvasElement).getByText('保存 10:30:05')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: '3 个多音字待确认' }).getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
    // the estimate without its label (the line is full), still inside the screen
    await expect(within(canvasElement).getByTestId('estimated-duration')).toBeVisible();
    await expect(within(canvasElement).getByText('约 5 分 16 秒')).toBeVisible();
  },
};

/** The bar with the audition transport while an audition plays (issue 27): 停止, the bar and the time at the start. */
export const Auditioning: Story = {
  args: {
    length: 320,
    lastSavedAt: new Date(2026, 10, 22, 10, 30, 5),
    estimatedMs: 83_400,
    transport: <AuditionTransport status="playing" elapsedMs={12_300} totalMs={45_000} onPlay={fn()} onStop={fn()} />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '停止' })).toBeVisible();
    await expect(within(canvasElement).getByTestId('audition-time')).toHaveTextContent('00:12 / 00:45');
    await expect(within(canvasElement).getByTestId('estimated-duration')).toHaveTextContent('预计时长 约 1 分 23 秒');
  },
};

/** The bar with 试听 before any audition. */
export const ReadyToAudition: Story = {
  ...onScreen('tablet'),
  args: {
    length: 320,
    lastSavedAt: new Date(2026, 10, 22, 10, 30, 5),
    estimatedMs: 83_400,
    transport: <AuditionTransport status="default" onPlay={fn()} onStop={fn()} />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '试听' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
  },
};

/** A phone while auditioning: the icon and the bar, the save time and the estimate left out, one line inside the
 * screen. */
export const AuditioningOnPhone: Story = {
  ...onScreen('phone'),
  args: {
    length: 1234,
    lastSavedAt: new Date(2026, 10, 22, 10, 30, 5),
    polyphonesToConfirm: 3,
    onPolyphonesClick: fn(),
    estimatedMs: 316_000,
    transport: <AuditionTransport status="playing" elapsedMs={12_300} totalMs={45_000} onPlay={fn()} onStop={fn()} />,
  },
  play: async ({ canvasElement }) => {
    const footer = canvasElement.querySelector<HTMLElement>('[data-state="within"]')!;
    await expect(footer.scrollWidth).toBeLessThanOrEqual(footer.clientWidth);
    await expect(within(canvasElement).getByRole('button', { name: '停止' })).toBeVisible();
    await expect(within(canvasElement).getByRole('progressbar', { name: '试听进度' })).toBeVisible();
    await expect(within(canvasElement).getByTestId('last-saved')).not.toBeVisible();
    // the bar and its time stand for the estimate while the audition runs
    await expect(within(canvasElement).getByTestId('estimated-duration')).not.toBeVisible();
    await expect(count(canvasElement)).toBeVisible();
  },
};
