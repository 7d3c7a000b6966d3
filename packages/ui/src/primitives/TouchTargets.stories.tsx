import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { Button, IconButton } from './Button';
import { CloseIcon } from './icons';
import { Input } from './Input';
import { Pagination } from './Pagination';
import { Slider } from './Slider';
import { Stack } from './Stack';
import { Tabs } from './Tabs';
import { withCoarsePointer } from '../testing/touch';
import { onScreen } from '../testing/viewports';

// The small controls of the design system under a finger (`media.touch`, a coarse pointer): each grows to the
// 44 px touch target (theme touchTarget) while a mouse keeps the compact desktop sizes.
function Controls() {
  const [page, setPage] = useState(2);
  const [speed, setSpeed] = useState(1);
  return (
    <Stack gap="4" align="flex-start">
      <Stack gap="2" align="center" style={{ flexDirection: 'row' }}>
        <Button size="sm">试听</Button>
        <IconButton label="关闭" size="sm">
          <CloseIcon size={14} />
        </IconButton>
      </Stack>
      <Tabs.Root defaultValue="all">
        <Tabs.List aria-label="分类">
          <Tabs.Trigger value="all">全部</Tabs.Trigger>
          <Tabs.Trigger value="hot">热门</Tabs.Trigger>
        </Tabs.List>
      </Tabs.Root>
      <Pagination page={page} pageSize={10} total={60} onChange={setPage} />
      <div style={{ width: 300 }}>
        <Input aria-label="标题" placeholder="作品标题" />
      </div>
      <div style={{ width: 300 }}>
        <Slider label="语速" value={speed} min={0.5} max={2} step={0.1} onChange={setSpeed} />
      </div>
    </Stack>
  );
}

const meta = { title: 'Foundations/TouchTargets', component: Controls } satisfies Meta<typeof Controls>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Under test the play function puts the stylesheets' coarse-pointer rules in force in this story's document
 * (as a touch screen would), measures every control, and takes them away again; the picture shows the mouse
 * sizes. Open the story with the device toolbar on a touch device to see the finger sizes.
 */
export const UnderAFinger: Story = {
  ...onScreen('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const close = canvas.getByRole('button', { name: '关闭' });
    const compact = Math.round(close.getBoundingClientRect().height);
    const applied = await withCoarsePointer(canvasElement.ownerDocument, async () => {
      const targets = [
        canvas.getByRole('button', { name: '试听' }),
        close,
        canvas.getByRole('tab', { name: '全部' }),
        canvas.getByRole('button', { name: '第 3 页' }),
        canvas.getByRole('textbox', { name: '标题' }).parentElement!,
        canvas.getByRole('slider').closest<HTMLElement>('[dir]')!,
      ];
      for (const target of targets) {
        const box = target.getBoundingClientRect();
        await expect({ name: target.textContent || target.getAttribute('aria-label'), height: Math.round(box.height) }).toEqual(
          expect.objectContaining({ height: expect.toSatisfy((h: number) => h >= 44) }),
        );
      }
      await expect(Math.round(close.getBoundingClientRect().width)).toBeGreaterThanOrEqual(44);
      // a field's text is 16 px, so a phone does not zoom the page into it
      await expect(getComputedStyle(canvas.getByRole('textbox', { name: '标题' })).fontSize).toBe('16px');
    });
    await expect(applied).toBeGreaterThan(0);
    // a mouse keeps the compact size
    await expect(Math.round(close.getBoundingClientRect().height)).toBe(compact);
    await expect(compact).toBeLessThan(44);
  },
};
