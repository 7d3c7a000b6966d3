import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DropdownMenu } from './Menu';
import { HoverCard, Popover, Tooltip } from './Popover';
import { Button, IconButton } from './Button';
import { Text } from './Text';
import { HelpIcon, LogoutIcon, UserIcon } from './icons';
import { onScreen } from '../testing/viewports';
import { tap } from '../testing/touch';

const meta = {
  title: 'Primitives/Overlays',
  component: Popover.Content,
  parameters: { docs: { description: { component: 'Popover, HoverCard, Tooltip and DropdownMenu: all portalled, all Radix.' } } },
} satisfies Meta<typeof Popover.Content>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PopoverOpen: Story = {
  render: () => (
    <div style={{ height: 200 }}>
      <Popover.Root>
        <Popover.Trigger asChild>
          <Button variant="secondary">联系客服</Button>
        </Popover.Trigger>
        <Popover.Content side="bottom" align="start" aria-label="联系客服">
          <Text size="sm" tone="secondary">工作日 9:00-18:00 在线</Text>
        </Popover.Content>
      </Popover.Root>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '联系客服' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('工作日 9:00-18:00 在线')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByText('工作日 9:00-18:00 在线')).not.toBeInTheDocument());
  },
};

export const TooltipShown: Story = {
  render: () => (
    <div style={{ paddingTop: 48 }}>
      <Tooltip content="帮助中心" open>
        <IconButton label="帮助">
          <HelpIcon />
        </IconButton>
      </Tooltip>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('帮助中心');
  },
};

export const HoverCardOnHover: Story = {
  render: () => (
    <div style={{ height: 160 }}>
      <HoverCard.Root openDelay={0}>
        <HoverCard.Trigger asChild>
          <Button variant="link">悬停查看</Button>
        </HoverCard.Trigger>
        <HoverCard.Content side="bottom" align="start">
          <Text size="sm">悬停卡片的内容</Text>
        </HoverCard.Content>
      </HoverCard.Root>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('button', { name: '悬停查看' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('悬停卡片的内容')).toBeInTheDocument();
  },
};

const onLogout = fn();

export const MenuOpen: Story = {
  render: () => (
    <div style={{ height: 200, display: 'flex', justifyContent: 'flex-end', paddingRight: 160 }}>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <Button variant="secondary">我的</Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content>
          <DropdownMenu.Item>
            <UserIcon /> 个人中心
          </DropdownMenu.Item>
          <DropdownMenu.Separator />
          <DropdownMenu.Item tone="danger" onSelect={onLogout}>
            <LogoutIcon /> 退出登录
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
    </div>
  ),
  play: async ({ canvasElement }) => {
    onLogout.mockClear();
    // The previous story's layer may still be animating out and hiding the page (aria-hidden) for a moment.
    const trigger = await within(canvasElement).findByRole('button', { name: '我的' }, { timeout: 3000 });
    await userEvent.click(trigger);
    const body = within(canvasElement.ownerDocument.body);
    const items = await body.findAllByRole('menuitem');
    await expect(items.map((item) => item.textContent?.trim())).toEqual(['个人中心', '退出登录']);
    await userEvent.click(body.getByRole('menuitem', { name: '退出登录' }));
    await expect(onLogout).toHaveBeenCalledTimes(1);
    // The closed menu hides the page (aria-hidden) until its layer has unmounted, which can lag under load.
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument(), { timeout: 3000 });
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '我的' }, { timeout: 3000 }));
    await body.findAllByRole('menuitem');
  },
};

/** A finger cannot hover: a tap on the trigger shows the tooltip, a second tap (or one elsewhere) hides it. */
export const TooltipOnTap: Story = {
  ...onScreen('phone'),
  render: () => (
    <div style={{ paddingTop: 48, display: 'flex', gap: 24 }}>
      <Tooltip content="情绪需要先选择支持多情绪的主播" delayDuration={0}>
        <IconButton label="为什么不能选">
          <HelpIcon />
        </IconButton>
      </Tooltip>
      <span>页面别处</span>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: '为什么不能选' });
    await tap(trigger);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('情绪需要先选择支持多情绪的主播');
    await tap(trigger);
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
    await tap(trigger);
    await body.findByRole('tooltip');
    await tap(canvas.getByText('页面别处'));
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
    // (the picture shows it closed: the visual test blurs focus first, and a blur closes a tooltip)
  },
};
