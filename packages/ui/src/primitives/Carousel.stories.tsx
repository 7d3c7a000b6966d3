import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Carousel } from './Carousel';

const colours = ['#6c5cff', '#22b8a6', '#f08c3a'];

const meta = {
  title: 'Primitives/Carousel',
  component: Carousel,
  args: { label: '示例轮播', autoplay: false, children: null },
  render: (args) => (
    <Carousel {...args} style={{ height: 180, borderRadius: 12 }}>
      {colours.map((colour, index) => (
        <div key={colour} style={{ height: '100%', background: colour, color: '#fff', display: 'grid', placeItems: 'center', fontSize: 22 }}>
          第 {index + 1} 屏
        </div>
      ))}
    </Carousel>
  ),
} satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const DotNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '第 3 张' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: '第 3 张' })).toHaveAttribute('aria-current', 'true'));
    await waitFor(() => expect(canvas.getByRole('group', { name: '3 / 3' })).not.toHaveAttribute('aria-hidden', 'true'));
  },
};

export const DotsBelow: Story = { args: { dots: 'below', arrows: false } };
