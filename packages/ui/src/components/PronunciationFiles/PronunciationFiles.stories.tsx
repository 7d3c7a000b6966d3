import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { onScreen } from '../../testing/viewports';
import { PronunciationFiles, type DictionaryImportResult } from './PronunciationFiles';

const CSV = '词语,拼音,替换文本\r\n重庆,chong2 qing4,\r\nGPU,,图形处理器\r\n';
const file = (text: string, name = '发音词典.csv') => new File([text], name, { type: 'text/csv' });
const imported = (result: Partial<DictionaryImportResult>) => fn(async () => ({ added: 0, updated: 0, unchanged: 0, problems: [], ...result }));

const meta = {
  title: 'Account/PronunciationFiles',
  component: PronunciationFiles,
  tags: ['autodocs'],
  args: { onImport: imported({ added: 2 }), onExport: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 880 }}>{Story()}</div>],
} satisfies Meta<typeof PronunciationFiles>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** An empty dictionary has nothing to export. */
export const EmptyDictionary: Story = { args: { empty: true } };

/** A good file: its text goes to `onImport`, and what it did is said. */
export const Imported: Story = {
  args: { onImport: imported({ added: 2, updated: 1, unchanged: 3 }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('选择词典文件'), file(CSV));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('已导入「发音词典.csv」：新增 2 条，更新 1 条，未变 3 条'));
    await expect(args.onImport).toHaveBeenCalledWith(CSV, '发音词典.csv');
  },
};

/** A file with wrong rows imports nothing: every wrong row is listed with its line. */
export const WithProblems: Story = {
  args: {
    onImport: imported({
      problems: [
        { line: 3, message: '第3行（重庆）：拼音的音节数须与词语的汉字数一致' },
        { line: 5, message: '第5行（长大）：与第2行的词语重复' },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('选择词典文件'), file(CSV));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('有 2 行无法导入，未导入任何词条');
    await expect(within(alert).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['第3行（重庆）：拼音的音节数须与词语的汉字数一致', '第5行（长大）：与第2行的词语重复']);
  },
};

/** A file that cannot be read at all: the server's reason. */
export const Refused: Story = {
  args: {
    onImport: fn(async () => {
      throw new Error('第2行：引号没有闭合');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('选择词典文件'), file('词语\n"重庆'));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('第2行：引号没有闭合'));
  },
};

/** 导出 CSV / 导出 PLS ask for that kind of file. */
export const Exports: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '导出 PLS' }));
    await expect(args.onExport).toHaveBeenCalledWith('pls');
    await userEvent.click(canvas.getByRole('button', { name: '导出 CSV' }));
    await expect(args.onExport).toHaveBeenLastCalledWith('csv');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** On a phone the buttons wrap above the hint. */
export const OnPhone: Story = { ...onScreen('phone'), play: WithProblems.play, args: WithProblems.args };
