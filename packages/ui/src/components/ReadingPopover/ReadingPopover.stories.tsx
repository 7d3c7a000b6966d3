import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { paragraphSpans, type PronunciationEntry } from '@peiyin/ssml';
import type { EditorState } from 'prosemirror-state';
import { useState, type ReactNode } from 'react';
import { EditorHarness, ssmlText } from '../../testing/markup/EditorHarness';
import type { ReadingTarget } from '../SsmlEditor';
import { ReadingPopoverBody } from './ReadingPopover';

// The pop-up of a marked reading as the editor hands it over: the target is built from the same
// front-end readings the editor marks (`paragraphSpans`), so a story sees what a click would give.
type Args = {
  text: string;
  /** The written form of the marked reading clicked (first paragraph), or a polyphone below. */
  written?: string;
  /** A polyphone to confirm: its character's first occurrence, candidates (suggested first). */
  polyphone?: { char: string; occurrence?: number; candidates: string[] };
  onClose: () => void;
  onApplyToAll?: (entry: PronunciationEntry) => void;
};

const anchor = () => document.createElement('span');

function targetOf(state: EditorState, args: Args): ReadingTarget {
  const paragraph = state.doc.child(0);
  if (args.polyphone) {
    const { char, occurrence = 0, candidates } = args.polyphone;
    let offset = -1;
    for (let k = 0; k <= occurrence; k++) offset = paragraph.textContent.indexOf(char, offset + 1);
    return { kind: 'polyphone', from: offset + 1, to: offset + 1 + char.length, written: char, candidates, suggested: candidates[0]!, element: anchor() };
  }
  const span = paragraphSpans(paragraph).find((s) => s.written === args.written);
  if (!span) throw new Error(`no reading of ${args.written}`);
  return { kind: 'reading', from: span.from + 1, to: span.to + 1, written: span.written, spoken: span.spoken, class: span.class, element: anchor() };
}

// The target is what was clicked, once: after a choice the number is a chip and no longer a reading.
function Clicked({ state, args, children }: { state: EditorState; args: Args; children: (target: ReadingTarget) => ReactNode }) {
  const [target] = useState(() => targetOf(state, args));
  return children(target);
}

const meta = {
  title: 'Editor/Markup/ReadingPopover',
  args: { text: '价格128元，尾号1702，重25kg，打9折。', written: '128', onClose: fn() },
  render: (args) => (
    <EditorHarness text={args.text}>
      {({ state, run }) => (
        <div style={{ border: '1px solid #e6e8f0', borderRadius: 12, width: 'fit-content', background: '#fff', boxShadow: '0 12px 32px rgba(22,25,48,0.12)' }}>
          <Clicked state={state} args={args}>
            {(target) => <ReadingPopoverBody state={state} run={run} target={target} onClose={args.onClose} onApplyToAll={args.onApplyToAll} />}
          </Clicked>
        </div>
      )}
    </EditorHarness>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A price: the number-reading pop-up, the automatic reading listed first and preselected. */
export const NumberAutomatic: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const options = within(canvas.getByRole('group', { name: '读法' }));
    const automatic = options.getByRole('button', { name: /一百二十八.*自动读法/ });
    await expect(automatic).toHaveAttribute('aria-pressed', 'true');
    // changing it is one click, on the range that was clicked (no selection was made)
    await userEvent.click(options.getByRole('button', { name: /一二八/ }));
    await expect(ssmlText(canvasElement)).toContain('价格<sub alias="一二八" peiyin:number="digits">128</sub>元');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** A tail number after 尾号: read digit by digit with 幺, preselected; keeping it pins the reading. */
export const PhoneTail: Story = {
  args: { written: '1702' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const automatic = canvas.getByRole('button', { name: /幺七零二.*自动读法/ });
    await expect(automatic).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(automatic);
    await expect(ssmlText(canvasElement)).toContain('<sub alias="幺七零二" peiyin:number="phone">1702</sub>');
  },
};

/** A measure no number reading fits: the alias pop-up, filled with the automatic reading. */
export const MeasureAlias: Story = {
  args: { written: '25kg' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveValue('二十五千克');
    await userEvent.clear(input);
    await userEvent.type(input, '二十五公斤');
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    await expect(ssmlText(canvasElement)).toContain('<sub alias="二十五公斤">25kg</sub>');
  },
};

/** One digit, which no markup covers alone (spec 02 §5): only how it is read. */
export const SingleCharacter: Story = {
  args: { written: '9' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('reading-info')).toHaveTextContent('读作：九');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A polyphone to confirm: its readings with the suggestion first, and 应用到全部同词. */
export const PolyphoneToConfirm: Story = {
  args: { text: '银行行长说，欢迎光临。', polyphone: { char: '行', occurrence: 1, candidates: ['hang2', 'xing2'] }, onApplyToAll: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const readings = within(canvas.getByRole('group', { name: '读音（建议在前）' }));
    const buttons = readings.getAllByRole('button');
    await expect(buttons[0]).toHaveTextContent('háng建议');
    await expect(buttons[1]).toHaveTextContent('xíng');
    await userEvent.click(canvas.getByRole('checkbox', { name: /应用到全部同词「行长」/ }));
    await userEvent.click(buttons[0]!);
    await expect(ssmlText(canvasElement)).toContain('银行<phoneme alphabet="sapi" ph="hang 2">行</phoneme>长说');
    await expect(args.onApplyToAll).toHaveBeenCalledWith({ word: '行长', pinyin: 'hang2 zhang3' });
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Confirming without 应用到全部同词 marks this character only. */
export const PolyphoneThisOnly: Story = {
  args: { text: '他的角色很重要。', polyphone: { char: '角', candidates: ['jue2', 'jiao3'] }, onApplyToAll: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /jué/ }));
    await expect(ssmlText(canvasElement)).toContain('他的<phoneme alphabet="sapi" ph="jue 2">角</phoneme>色');
    await expect(args.onApplyToAll).not.toHaveBeenCalled();
  },
};
