import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ReviewsCarousel } from './ReviewsCarousel';
import { onScreen } from '../../testing/viewports';

const reviews = [
  { nickname: '短视频剪辑师阿杰', message: '以前找配音要等好几天，现在写完文案几秒钟就能出声音，情感主播的语气很自然。' },
  { nickname: '有声书主播小林', message: '多音字和停顿都能标，一本书的旁白和对白分给不同主播，听起来像真人在演。' },
  { nickname: '电商运营 Mia', message: '商品讲解视频批量做，48k 的音质放在直播间里也很清晰，省了不少外包费用。' },
  { nickname: '知识博主老周', message: '视频提取文案再配音特别方便，改稿以后重新合成一下就好，效率翻倍。' },
  { nickname: '企业培训部', message: '培训课件统一用一位主播的声音，风格一致，新员工反馈听得很舒服。' },
  { nickname: '独立游戏开发者', message: '给 NPC 配音用了好几种情感，试听很快，导出直接进引擎。' },
  { nickname: '第七条不会显示', message: '首页只展示六条评价。' },
];

const meta = {
  title: 'Home/ReviewsCarousel',
  component: ReviewsCarousel,
  args: { reviews, autoplay: false },
  decorators: [(Story) => <div style={{ maxWidth: 1200, margin: '0 auto' }}><Story /></div>],
} satisfies Meta<typeof ReviewsCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSlide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slides = canvas.getAllByRole('group', { hidden: true });
    // spec 01 §9: two slides of three, six reviews shown
    await expect(slides).toHaveLength(2);
    await expect(slides.map((slide) => slide.querySelectorAll('figure').length)).toEqual([3, 3]);
    await expect(canvas.queryByText('首页只展示六条评价。')).not.toBeInTheDocument();
  },
};

export const SecondSlide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '第 2 张' }));
    await waitFor(() => expect(canvas.getByRole('group', { name: '2 / 2' })).not.toHaveAttribute('aria-hidden', 'true'));
    await expect(within(canvas.getByRole('group', { name: '2 / 2' })).getByText('知识博主老周')).toBeInTheDocument();
  },
};

export const FewReviews: Story = {
  args: { reviews: reviews.slice(0, 2) },
  play: async ({ canvasElement }) => {
    // one slide needs no dots
    await expect(within(canvasElement).queryByRole('button', { name: '第 1 张' })).not.toBeInTheDocument();
  },
};

/** A phone: a slide's three reviews stacked, each readable at full width. */
export const OnPhone: Story = {
  ...onScreen('phone'),
  play: async ({ canvasElement }) => {
    const [slide] = within(canvasElement).getAllByRole('group', { hidden: true });
    const cards = Array.from(slide!.querySelectorAll('figure'), (figure) => figure.getBoundingClientRect());
    await expect(cards[0]!.width).toBeGreaterThan(300);
    await expect(cards[1]!.top).toBeGreaterThan(cards[0]!.bottom);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

export const OnTablet: Story = {
  ...onScreen('tablet'),
};
