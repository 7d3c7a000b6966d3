import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEFAULT_SMART_BREAKS, planSynthesis, docFromText, type SmartBreakConfig } from '@peiyin/ssml';
import { PunctuationPauseMenu, type PunctuationPauseMenuProps } from './PunctuationPauseMenu';

// The page holds the config; below the menu, the silences planSynthesis gives a sample line with it.
function Controlled(props: PunctuationPauseMenuProps) {
  const [value, setValue] = useState<SmartBreakConfig>(props.value);
  const silences = planSynthesis(docFromText('你好，世界。再见……'), { voice: { anchorId: '12' }, smartBreaks: value })
    .flatMap((s) => (s.kind === 'silence' ? [s.ms] : []))
    .join(' / ');
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <div style={{ border: '1px solid #e6e8f0', borderRadius: 12, background: '#fff' }}>
        <PunctuationPauseMenu
          value={value}
          onChange={(next) => {
            setValue(next);
            props.onChange(next);
          }}
        />
      </div>
      <code data-testid="silences" style={{ fontSize: 13 }}>
        {silences || '无停顿'}
      </code>
    </div>
  );
}

const meta = {
  title: 'Editor/Voice/PunctuationPauseMenu',
  component: PunctuationPauseMenu,
  args: { value: DEFAULT_SMART_BREAKS, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof PunctuationPauseMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // spec 02 §9: ，、；200 ms; 。？！400 ms; …… 800 ms; smart narration on
    await expect(canvas.getByRole('switch', { name: '智能旁白' })).toBeChecked();
    await expect(canvas.getByRole('slider', { name: '逗号' })).toHaveAttribute('aria-valuenow', '200');
    await expect(canvas.getByRole('slider', { name: '句号' })).toHaveAttribute('aria-valuenow', '400');
    await expect(canvas.getByRole('slider', { name: '省略号' })).toHaveAttribute('aria-valuenow', '800');
    await expect(canvas.getByTestId('silences')).toHaveTextContent('200 / 400 / 800');
  },
};

export const LongerComma: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('slider', { name: '逗号' }).focus();
    // step 100 ms
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('slider', { name: '逗号' })).toHaveAttribute('aria-valuetext', '500ms');
    await expect(canvas.getByTestId('silences')).toHaveTextContent('500 / 400 / 800');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ enabled: true }));
  },
};

export const OnePunctuationOff: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: '句号停顿开关' }));
    await expect(canvas.getByRole('slider', { name: '句号' })).toHaveAttribute('data-disabled');
    await expect(canvas.getByTestId('silences')).toHaveTextContent('200 / 800');
  },
};

export const SmartNarrationOff: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: '智能旁白' }));
    await expect(canvas.getByTestId('silences')).toHaveTextContent('无停顿');
    await expect(canvas.getByRole('switch', { name: '逗号停顿开关' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '恢复默认' }));
    await expect(canvas.getByTestId('silences')).toHaveTextContent('200 / 400 / 800');
  },
};
