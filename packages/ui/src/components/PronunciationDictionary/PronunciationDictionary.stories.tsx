import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import { PronunciationDictionary, type DictionaryEntry, type DictionaryEntryInput } from './PronunciationDictionary';
import { onScreen } from '../../testing/viewports';

const at = new Date(2026, 10, 22, 10, 30).getTime();
const ENTRIES: DictionaryEntry[] = [
  { id: 3, word: '重庆', pinyin: 'chong2 qing4', alias: null, updateTime: at },
  { id: 2, word: 'CPU', pinyin: null, alias: '中央处理器', updateTime: at - 3_600_000 },
  { id: 1, word: '角色', pinyin: 'jue2 se4', alias: null, updateTime: at - 86_400_000 },
];

// The page in miniature: the entries live in state, saving checks like the server does (a word once).
function Managed({ initial, onSave, onDelete }: { initial: DictionaryEntry[]; onSave: (input: DictionaryEntryInput) => void; onDelete: (entry: DictionaryEntry) => void }) {
  const [entries, setEntries] = useState(initial);
  const [keyword, setKeyword] = useState('');
  const shown = entries.filter((e) => !keyword || e.word.includes(keyword) || (e.pinyin ?? e.alias ?? '').includes(keyword));
  return (
    <div style={{ maxWidth: 880 }}>
      <PronunciationDictionary
        entries={shown}
        total={shown.length}
        page={1}
        pageSize={20}
        onPageChange={() => undefined}
        keyword={keyword}
        onKeywordChange={setKeyword}
        onSave={async (input) => {
          onSave(input);
          if (entries.some((e) => e.word === input.word && e.id !== input.id)) throw new Error('该词语已在发音词典中');
          const saved = { id: input.id ?? Math.max(0, ...entries.map((e) => e.id)) + 1, word: input.word, pinyin: input.pinyin ?? null, alias: input.alias ?? null, updateTime: at };
          setEntries((list) => [saved, ...list.filter((e) => e.id !== saved.id)]);
        }}
        onDelete={async (entry) => {
          onDelete(entry);
          setEntries((list) => list.filter((e) => e.id !== entry.id));
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Account/PronunciationDictionary',
  args: { initial: ENTRIES, onSave: fn(), onDelete: fn() },
  render: (args) => <Managed {...args} />,
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof Managed>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithEntries: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // pinyin is shown with tone marks; an alias as what is read
    await expect(canvas.getByTestId('entry-3')).toHaveTextContent('重庆拼音chóng qìng');
    await expect(canvas.getByTestId('entry-2')).toHaveTextContent('CPU读作中央处理器');
    await expect(canvas.getByText('共 3 条，最多 2000 条')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { initial: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('还没有词条')).toBeInTheDocument();
  },
};

export const AddPinyin: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '添加词条' }));
    const form = within(canvas.getByRole('form', { name: '添加词条' }));
    await userEvent.type(form.getByRole('textbox', { name: '词语' }), '银行');
    await userEvent.type(form.getByRole('textbox', { name: '拼音' }), 'yin2 hang2');
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith({ word: '银行', pinyin: 'yin2 hang2' });
    await waitFor(() => expect(canvas.queryByRole('form')).toBeNull());
    await expect(canvas.getByTestId('entry-4')).toHaveTextContent('银行拼音yín háng');
  },
};

export const AddAliasRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '添加词条' }));
    const form = within(canvas.getByRole('form', { name: '添加词条' }));
    await userEvent.type(form.getByRole('textbox', { name: '词语' }), 'CPU');
    await userEvent.click(form.getByRole('button', { name: '替换文本' }));
    await userEvent.type(form.getByRole('textbox', { name: '替换文本' }), '处理器');
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith({ word: 'CPU', alias: '处理器' });
    // the server's reason, and the form stays to fix it
    await expect(await form.findByRole('alert')).toHaveTextContent('该词语已在发音词典中');
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

export const EditAndDelete: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '编辑 角色' }));
    const form = within(canvas.getByRole('form', { name: '编辑词条' }));
    const pinyin = form.getByRole('textbox', { name: '拼音' });
    await expect(pinyin).toHaveValue('jue2 se4');
    await userEvent.clear(pinyin);
    await userEvent.type(pinyin, 'jiao3 se4');
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith({ id: 1, word: '角色', pinyin: 'jiao3 se4' });
    await waitFor(() => expect(canvas.getByTestId('entry-1')).toHaveTextContent('jiǎo sè'));

    await userEvent.click(canvas.getByRole('button', { name: '删除 CPU' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: '确定' }));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ word: 'CPU' }));
    await waitFor(() => expect(canvas.queryByTestId('entry-2')).toBeNull());
  },
};

export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索词条' }), '处理');
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索词条' }), '没有');
    await expect(canvas.getByText('没有找到相关词条')).toBeInTheDocument();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** On a phone the entries scroll sideways inside their own box; the page itself never does. */
export const OnPhone: Story = {
  ...onScreen('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('table', { name: '发音词典' });
    const box = list.parentElement as HTMLElement;
    await expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** On a phone the add form stacks: word, kind, reading, then 保存 / 取消. */
export const AddingOnPhone: Story = {
  ...onScreen('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '添加词条' }));
    const form = canvas.getByRole('form', { name: '添加词条' });
    const word = within(form).getByRole('textbox', { name: '词语' }).getBoundingClientRect();
    const reading = within(form).getByRole('textbox', { name: '拼音' }).getBoundingClientRect();
    await expect(reading.top).toBeGreaterThan(word.bottom);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

export const OnTablet: Story = {
  ...onScreen('tablet'),
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(within(canvasElement).getByText('共 3 条，最多 2000 条').getBoundingClientRect().right).toBeLessThanOrEqual(doc.clientWidth);
    await expect(doc.scrollWidth).toBeLessThanOrEqual(768);
  },
};
