import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import { ApiKeyManager, type ApiKeyItem, type ApiKeyUsageInfo } from './ApiKeyManager';
import { onScreen } from '../../testing/viewports';

const at = Date.UTC(2026, 10, 22, 2, 30);
const KEYS: ApiKeyItem[] = [
  { id: 3, name: '剪辑软件', prefix: 'py-3fK9aQ', scopes: ['speech', 'catalogue'], createTime: at, lastUsedTime: at + 3_600_000, monthCharacters: 12_480, characters: 30_112 },
  { id: 2, name: 'Open WebUI', prefix: 'py-Zx81Lm', scopes: ['speech', 'catalogue'], createTime: at - 86_400_000 * 6, lastUsedTime: null, monthCharacters: 0, characters: 0 },
  { id: 1, name: '音色列表脚本', prefix: 'py-b7TqWe', scopes: ['catalogue'], createTime: at - 86_400_000 * 30, lastUsedTime: at - 86_400_000, monthCharacters: 0, characters: 0 },
];
const USAGE: ApiKeyUsageInfo = { month: '2026-11', used: 12_480, allowance: 20_000, member: false, ratePerMinute: 60, concurrency: 2, maxKeys: 10 };
const SECRET = 'py-3fK9aQbR2tUv8wXy1zA4bC6dE9fG0hJ2kL5mN7pQ3rS';

// The page in miniature: keys live in state, creating adds one and answers its secret, revoking removes it.
function Managed({ initial, onCreate, onRevoke, usage = USAGE }: { initial: ApiKeyItem[]; onCreate: (input: unknown) => void; onRevoke: (key: ApiKeyItem) => void; usage?: ApiKeyUsageInfo }) {
  const [keys, setKeys] = useState(initial);
  return (
    <div style={{ maxWidth: 960 }}>
      <ApiKeyManager
        keys={keys}
        usage={usage}
        endpoint="https://peiyin.example.com/v1"
        onCreate={async (input) => {
          onCreate(input);
          if (input.name === '重复') throw new Error('每个账号最多10个密钥，请先撤销不用的密钥');
          setKeys((list) => [{ id: 9, name: input.name, prefix: SECRET.slice(0, 9), scopes: input.scopes, createTime: at, lastUsedTime: null, monthCharacters: 0, characters: 0 }, ...list]);
          return { secret: SECRET };
        }}
        onRevoke={async (key) => {
          onRevoke(key);
          setKeys((list) => list.filter((k) => k.id !== key.id));
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Pages/ApiKeyManager',
  component: Managed,
  args: { initial: KEYS, onCreate: fn(), onRevoke: fn() },
} satisfies Meta<typeof Managed>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The keys with their usage this month. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: '本月 API 用量' })).toHaveAttribute('aria-valuenow', '12480');
    const rows = within(canvas.getByRole('table', { name: 'API 密钥' })).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(rows[1]).toHaveTextContent('剪辑软件');
    await expect(rows[1]).toHaveTextContent('py-3fK9aQ…');
    await expect(rows[1]).toHaveTextContent('12,480 字');
    await expect(rows[2]).toHaveTextContent('从未使用');
    // the secret itself is never shown in the list
    await expect(canvasElement.textContent).not.toContain(SECRET.slice(9));
  },
};

export const Empty: Story = { args: { initial: [], usage: { ...USAGE, used: 0 } } };

export const Loading: Story = {
  render: () => <ApiKeyManager keys={null} usage={null} onCreate={async () => ({ secret: '' })} onRevoke={async () => undefined} />,
};

/** A member who used the whole allowance: the meter is full and red. */
export const AllowanceUsed: Story = { args: { usage: { ...USAGE, member: true, allowance: 1_000_000, used: 1_000_000 } } };

/** Creating a key shows its secret once, with a copy button; the list gains the key by its prefix. */
export const CreateAndCopy: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '密钥名称' }), '配音脚本');
    await userEvent.click(canvas.getByRole('checkbox', { name: '读取音色列表' }));
    await userEvent.click(canvas.getByRole('button', { name: '创建密钥' }));
    await expect(args.onCreate).toHaveBeenCalledWith({ name: '配音脚本', scopes: ['speech'] });
    const shown = await canvas.findByRole('status', { name: '新密钥' });
    await expect(within(shown).getByTestId('api-key-secret')).toHaveTextContent(SECRET);
    await expect(within(shown).getByRole('button', { name: '复制密钥' })).toBeVisible();
    await expect(within(canvas.getByRole('table', { name: 'API 密钥' })).getAllByRole('row')[1]).toHaveTextContent('配音脚本');
    await expect(canvas.getByRole('textbox', { name: '密钥名称' })).toHaveValue('');
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** Nothing is created without a name or a scope, and a refusal of the server is shown under the name. */
export const Refused: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '创建密钥' }));
    await expect(await canvas.findByText('请输入密钥名称')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '密钥名称' }), '脚本');
    await userEvent.click(canvas.getByRole('checkbox', { name: '语音合成' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '读取音色列表' }));
    await userEvent.click(canvas.getByRole('button', { name: '创建密钥' }));
    await expect(await canvas.findByText('请至少选择一项权限')).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('checkbox', { name: '语音合成' }));
    await userEvent.clear(canvas.getByRole('textbox', { name: '密钥名称' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '密钥名称' }), '重复');
    await userEvent.click(canvas.getByRole('button', { name: '创建密钥' }));
    await expect(await canvas.findByText('每个账号最多10个密钥，请先撤销不用的密钥')).toBeVisible();
    await expect(canvas.queryByRole('status', { name: '新密钥' })).toBeNull();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** Revoking asks first, then the key leaves the list. */
export const Revoke: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: '撤销密钥 Open WebUI' }));
    const dialog = await body.findByRole('alertdialog').catch(() => body.findByRole('dialog'));
    await expect(dialog).toHaveTextContent('撤销后使用「Open WebUI」的工具将立即无法合成');
    await userEvent.click(within(dialog).getByRole('button', { name: '撤销' }));
    await expect(args.onRevoke).toHaveBeenCalledWith(expect.objectContaining({ id: 2, name: 'Open WebUI' }));
    await waitFor(() => expect(canvas.queryByText('Open WebUI')).toBeNull());
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** On a phone each key is a card. */
export const OnPhone: Story = {
  ...onScreen('phone'),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await expect(within(canvasElement).getAllByText(/累计/)).toHaveLength(3);
  },
};
