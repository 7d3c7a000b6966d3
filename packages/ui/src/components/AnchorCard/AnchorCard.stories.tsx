import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AnchorCard, type AnchorCardData } from './AnchorCard';
import { anchors, customAnchors } from '../../testing/fixtures/anchors';

const byName = (name: string) => anchors.find((a) => a.name === name)!;

const meta = {
  title: 'Catalogue/AnchorCard',
  component: AnchorCard,
  args: { anchor: byName('云朗'), onOpen: fn(), onToggleFavorite: fn(async (_anchor: AnchorCardData, _favorite: boolean) => true) },
  render: (args) => (
    <div style={{ width: 300 }}>
      <AnchorCard {...args} />
    </div>
  ),
} satisfies Meta<typeof AnchorCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/// A system anchor of level 3: crown, badge 推荐, style and role counts as subtitle, scenes, a heart.
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement.querySelector('article')!);
    await expect(card.getByTestId('crown')).toBeInTheDocument();
    await expect(card.getByText('推荐')).toBeInTheDocument();
    await expect(card.getByText('4 种风格 · 4 个角色')).toBeInTheDocument();
    await expect(card.getByText('有声书')).toBeInTheDocument();
    await expect(card.getByRole('button', { name: '收藏' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(card.getByRole('button', { name: '云朗' }));
    await expect(args.onOpen).toHaveBeenCalledWith(args.anchor);
  },
};

/// Level 1 has no crown (spec 02 §2.4: a crown above level 1); badge 最新; an anchor without roles does not count them.
export const Normal: Story = {
  args: { anchor: byName('童童') },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement.querySelector('article')!);
    await expect(card.queryByTestId('crown')).toBeNull();
    await expect(card.getByText('最新')).toBeInTheDocument();
    // no roles: no 0 个角色 (issue 27)
    await expect(card.getByText('4 种风格')).toBeInTheDocument();
    await expect(card.queryByText(/个角色/)).toBeNull();
  },
};

export const Hot: Story = {
  args: { anchor: byName('晓岚') },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement.querySelector('article')!);
    await expect(card.getByText('热门')).toBeInTheDocument();
    await expect(card.getByRole('button', { name: '取消收藏' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/// anchorType 1: the description is the subtitle; no counts, no heart (custom anchors cannot be favourited).
export const Custom: Story = {
  args: { anchor: customAnchors[0]! },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement.querySelector('article')!);
    await expect(card.getByText('晓岚·沉稳，语速稍慢，适合早间新闻')).toBeInTheDocument();
    await expect(card.queryByText(/种风格/)).toBeNull();
    await expect(card.queryByRole('button', { name: /收藏/ })).toBeNull();
    await expect(canvasElement.querySelector('article')).toHaveAttribute('data-anchor-type', 'custom');
  },
};

/// The server's answer of FavoriteConfirmed, released by its play function.
let answerFavorite: (ok: boolean) => void = () => undefined;

/// spec 01 §4: the heart turns on only after the server said 200 (the promise resolved true).
export const FavoriteConfirmed: Story = {
  args: { onToggleFavorite: fn((_anchor: AnchorCardData, _favorite: boolean) => new Promise<boolean>((resolve) => (answerFavorite = resolve))) },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement.querySelector('article')!);
    await userEvent.click(card.getByRole('button', { name: '收藏' }));
    await expect(args.onToggleFavorite).toHaveBeenCalledWith(args.anchor, true);
    await expect(args.onOpen).not.toHaveBeenCalled();
    // still waiting for the server: unchanged
    await expect(card.getByRole('button', { name: '收藏' })).toHaveAttribute('aria-pressed', 'false');
    answerFavorite(true);
    await waitFor(() => expect(card.getByRole('button', { name: '取消收藏' })).toHaveAttribute('aria-pressed', 'true'));
  },
};

/// A refusal (not 200, or a failed call) leaves the heart as it was.
export const FavoriteRefused: Story = {
  args: { onToggleFavorite: fn(async (_anchor: AnchorCardData, _favorite: boolean) => false) },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement.querySelector('article')!);
    await userEvent.click(card.getByRole('button', { name: '收藏' }));
    await waitFor(() => expect(args.onToggleFavorite).toHaveBeenCalledWith(args.anchor, true));
    await waitFor(() => expect(card.getByRole('button', { name: '收藏' })).not.toBeDisabled());
    await expect(card.getByRole('button', { name: '收藏' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/// The avatar's sample player: playing a sample does not open the card.
export const Sample: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement.querySelector('article')!);
    const player = card.getByRole('button', { name: '试听 云朗' });
    await userEvent.click(player);
    await waitFor(() => expect(player).toHaveAttribute('data-state', 'playing'), { timeout: 20_000 });
    await userEvent.click(player);
    await expect(player).toHaveAttribute('data-state', 'idle');
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};
