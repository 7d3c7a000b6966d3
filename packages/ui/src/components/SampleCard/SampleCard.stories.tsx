import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SampleCard } from './SampleCard';
import { storySamples } from '../../testing/fixtures/samples';

const [news, story, ad] = storySamples as [typeof storySamples[0], typeof storySamples[0], typeof storySamples[0]];

const meta = {
  title: 'Gallery/SampleCard',
  component: SampleCard,
  args: { sample: news, onOpen: fn() },
  render: (args) => (
    <div style={{ width: 280 }}>
      <SampleCard {...args} />
    </div>
  ),
} satisfies Meta<typeof SampleCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Hot: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('早间新闻播报')).toBeInTheDocument();
    await expect(canvas.getByText('沉稳大气的新闻腔，适合资讯类短视频开场。')).toBeInTheDocument();
    // spec 02 §2.12: the voice reads 'anchorName-templateName'; the badge shows hotText when hot > 0
    await expect(canvas.getByText('云健-新闻')).toBeInTheDocument();
    await expect(canvas.getByTestId('sample-hot')).toHaveTextContent('1280');
  },
};

export const NotHot: Story = {
  args: { sample: story },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('晓萱-温柔')).toBeInTheDocument();
    await expect(canvas.queryByTestId('sample-hot')).toBeNull();
  },
};

export const LongComment: Story = {
  args: { sample: ad },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('sample-hot')).toHaveTextContent('2.3万');
  },
};

export const Opens: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /早间新闻播报/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(news);
  },
};

export const OpensWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: /早间新闻播报/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};
