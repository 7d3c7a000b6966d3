import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StaticPage } from './StaticPage';
import { onScreen } from '../../testing/viewports';

const sections = [
  {
    id: 'scope',
    title: '一、适用范围',
    content: (
      <>
        <p>本协议适用于你使用配音 Peiyin 提供的语音合成、AI 主播、智能工具等全部服务。</p>
        <p>你在注册或使用服务前，应当仔细阅读本协议，<strong>特别是加粗的免除或限制责任条款</strong>。</p>
      </>
    ),
  },
  {
    id: 'account',
    title: '二、账号注册与使用',
    content: (
      <ul>
        <li>你可以使用手机号和短信验证码注册并登录。</li>
        <li>账号仅限本人使用，不得出借、转让或售卖。</li>
        <li>如发现账号被盗用，请立即联系客服。</li>
      </ul>
    ),
  },
  {
    id: 'content',
    title: '三、合成内容的使用',
    content: (
      <table>
        <thead>
          <tr>
            <th>会员类型</th>
            <th>商用授权</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>普通用户</td>
            <td>仅限个人非商业用途</td>
          </tr>
          <tr>
            <td>会员</td>
            <td>可用于自媒体与商业视频</td>
          </tr>
        </tbody>
      </table>
    ),
  },
];

const meta = {
  title: 'Pages/StaticPage',
  component: StaticPage,
  args: { title: '用户协议', meta: '更新日期：2026年11月1日', lead: '欢迎使用配音 Peiyin。请在使用前阅读并同意以下条款。', sections },
} satisfies Meta<typeof StaticPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const toc = within(within(canvasElement).getByRole('navigation', { name: '目录' }));
    await expect(toc.getByRole('link', { name: '一、适用范围' })).toHaveAttribute('aria-current', 'true');
  },
};

export const JumpToSection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toc = within(canvas.getByRole('navigation', { name: '目录' }));
    await userEvent.click(toc.getByRole('link', { name: '三、合成内容的使用' }));
    await expect(toc.getByRole('link', { name: '三、合成内容的使用' })).toHaveAttribute('aria-current', 'true');
    await expect(toc.getByRole('link', { name: '一、适用范围' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('region', { name: '三、合成内容的使用' })).toBeInTheDocument();
  },
};

/** On a phone the contents are a row of links above the text, scrolling sideways; the text fits the screen. */
export const OnPhone: Story = {
  ...onScreen('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('#'));
    await expect(new Set(links.map((link) => link.getBoundingClientRect().top)).size).toBe(1);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

export const OnTablet: Story = { ...onScreen('tablet') };
