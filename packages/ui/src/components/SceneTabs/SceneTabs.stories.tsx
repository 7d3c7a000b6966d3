import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SceneTabs } from './SceneTabs';
import { controlled } from '../../testing/controlled';
import { onScreen } from '../../testing/viewports';

const scenes = [
  { id: 1, name: '新闻' },
  { id: 2, name: '广告' },
  { id: 3, name: '有声书' },
  { id: 4, name: '短视频' },
  { id: 5, name: '客服' },
  { id: 6, name: '儿童' },
];

const Controlled = controlled(SceneTabs, 'value', 'onValueChange');

const meta = {
  title: 'Gallery/SceneTabs',
  component: SceneTabs,
  args: { scenes, value: 0, onValueChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof SceneTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    // 全部 comes first, then the server's scenes in order
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['全部', '新闻', '广告', '有声书', '短视频', '客服', '儿童']);
    await expect(canvas.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const SceneChosen: Story = {
  args: { value: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: '有声书' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Switching: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '广告' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('tab', { name: '广告' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'false');
    await userEvent.click(canvas.getByRole('tab', { name: '全部' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(0);
  },
};

export const NoScenes: Story = {
  args: { scenes: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('tab')).toHaveLength(1);
  },
};

const manyScenes = [...scenes, { id: 7, name: '纪录片' }, { id: 8, name: '游戏解说' }, { id: 9, name: '情感电台' }, { id: 10, name: '企业宣传' }];

/** A phone: the chips stay on one line that scrolls sideways; the page itself never does. */
export const OnPhone: Story = {
  ...onScreen('phone'),
  args: { scenes: manyScenes },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist');
    const tops = new Set(canvas.getAllByRole('tab').map((tab) => Math.round(tab.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    // the last scene, beyond the edge, is reachable: scrolled into view and chosen
    const last = canvas.getByRole('tab', { name: '企业宣传' });
    last.scrollIntoView({ inline: 'end', block: 'nearest' });
    await userEvent.click(last);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(10);
  },
};
