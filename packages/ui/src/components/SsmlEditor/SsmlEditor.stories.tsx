import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useRef, useState } from 'react';
import type { EditorState } from 'prosemirror-state';
import { TextSelection } from 'prosemirror-state';
import { createEditorState, docToText, getPolyphonesToConfirm, insertBreak, scriptReadingsKey, type PolyphoneAnalysis } from '@peiyin/ssml';
import { SsmlEditor } from './SsmlEditor';
import type { ReadingTarget } from './readingMarks';
import { ReadingPopover } from '../ReadingPopover';
import { EditorFooter } from '../EditorFooter';
import type { SsmlEditorHandle, SsmlEditorProps } from './SsmlEditor';
import { largeScript, markedUpScript } from './fixtures';
import { composeText, pressKeys } from '../../testing/realInput';

// The page around the editor in miniature: a box, and two buttons a toolbar would have.
function Framed(props: SsmlEditorProps) {
  const ref = useRef<SsmlEditorHandle>(null);
  return (
    <div style={{ width: 720 }}>
      <div style={{ display: 'flex', gap: 8, marginBottom: 8 }}>
        <button type="button" onMouseDown={(e) => e.preventDefault()} onClick={() => ref.current?.run(insertBreak(500))}>
          插入停顿
        </button>
        <button type="button" onClick={() => ref.current?.setDoc(markedUpScript())}>
          载入草稿
        </button>
      </div>
      <div style={{ border: '1px solid #e6e8f0', borderRadius: 12, height: 320, overflowY: 'auto' }}>
        <SsmlEditor ref={ref} {...props} />
      </div>
    </div>
  );
}

// A page that leaves the editor (another tab, a dialog) and comes back with what was typed.
function Remounting(props: SsmlEditorProps) {
  const ref = useRef<SsmlEditorHandle>(null);
  const [shown, setShown] = useState(true);
  const [left, setLeft] = useState<EditorState | undefined>(undefined);
  const leave = () => {
    setLeft(ref.current!.getState());
    setShown(false);
  };
  return (
    <div style={{ width: 720 }}>
      <button type="button" onClick={shown ? leave : () => setShown(true)}>
        {shown ? '离开编辑器' : '回到编辑器'}
      </button>
      {shown ? (
        <div style={{ border: '1px solid #e6e8f0', borderRadius: 12, height: 200, marginTop: 8 }}>
          <SsmlEditor ref={ref} {...props} defaultState={left ?? props.defaultState} />
        </div>
      ) : null}
    </div>
  );
}

// The editor with what the page adds for issue 12: the pop-up of a clicked reading and the footer's
// count of polyphones to confirm (a click on it opens the first).
function WithReadings(props: SsmlEditorProps) {
  const ref = useRef<SsmlEditorHandle>(null);
  const [state, setState] = useState<EditorState | null>(null);
  const [target, setTarget] = useState<ReadingTarget | null>(null);
  const run = (command: Parameters<SsmlEditorHandle['run']>[0]) => ref.current?.run(command) ?? false;
  const toConfirm = state ? (scriptReadingsKey.getState(state)?.toConfirm ?? 0) : 0;
  const openFirst = () => {
    const first = state ? getPolyphonesToConfirm(state)[0] : undefined;
    const element = first ? box(document.body).querySelector<HTMLElement>('[data-polyphone]') : null;
    if (first && element) setTarget({ kind: 'polyphone', from: first.pos, to: first.pos + first.char.length, written: first.char, candidates: first.candidates, suggested: first.suggested, element });
  };
  return (
    <div style={{ width: 720, border: '1px solid #e6e8f0', borderRadius: 12 }}>
      <div style={{ height: 200 }}>
        <SsmlEditor
          ref={ref}
          {...props}
          onChange={(next) => {
            setState(next);
            props.onChange?.(next);
          }}
          onReadingClick={(clicked) => {
            setTarget(clicked);
            props.onReadingClick?.(clicked);
          }}
        />
      </div>
      <EditorFooter length={state?.doc.textContent.length ?? 0} polyphonesToConfirm={toConfirm} onPolyphonesClick={openFirst} />
      {state ? <ReadingPopover state={state} run={run} target={target} onClose={() => setTarget(null)} /> : null}
    </div>
  );
}

const READINGS_SCRIPT = '价格128元，尾号1702，2015年的熊猫。\n银行行长说，他的角色很重要。';
// The server's answer for the second line: the engine and pinyin-pro disagree on 行 and 角 there.
const ANALYSIS: PolyphoneAnalysis = new Map([
  ['价格128元，尾号1702，2015年的熊猫。', []],
  [
    '银行行长说，他的角色很重要。',
    [
      { index: 2, char: '行', candidates: ['hang2', 'xing2'], suggested: 'hang2' },
      { index: 8, char: '角', candidates: ['jue2', 'jiao3'], suggested: 'jue2' },
    ],
  ],
  // once 行 is confirmed the rest of the line is a run of its own, which the page asks about again
  ['银行', []],
  ['长说，他的角色很重要。', [{ index: 5, char: '角', candidates: ['jue2', 'jiao3'], suggested: 'jue2' }]],
]);

const meta = {
  title: 'Editor/SsmlEditor',
  component: SsmlEditor,
  args: { onChange: fn(), onChipClick: fn(), onReadingClick: fn(), placeholder: '请输入或粘贴需要配音的文案' },
  render: (args) => <Framed {...args} />,
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof SsmlEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: '配音文案' });

/** The state the editor last reported through onChange. */
function lastState(onChange: unknown): EditorState {
  const calls = (onChange as { mock: { calls: [EditorState][] } }).mock.calls;
  const last = calls[calls.length - 1];
  if (!last) throw new Error('onChange was never called');
  return last[0];
}

const textOf = (onChange: unknown) => docToText(lastState(onChange).doc);

/** Puts the caret at the end (or start) of the script, as a click after the last character would. */
async function caretAt(editor: HTMLElement, where: 'start' | 'end') {
  editor.focus();
  const selection = editor.ownerDocument.getSelection()!;
  selection.selectAllChildren(editor.querySelector('p')!.parentElement!);
  if (where === 'end') selection.collapseToEnd();
  else selection.collapseToStart();
  // ProseMirror reads the DOM selection on selectionchange
  await new Promise((resolve) => setTimeout(resolve, 50));
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const editor = box(canvasElement);
    await expect(editor).toHaveAttribute('aria-multiline', 'true');
    // spec 02 §2.2: the empty editor says what to do
    await expect(editor.querySelector('[data-placeholder]')).toHaveAttribute('data-placeholder', '请输入或粘贴需要配音的文案');
  },
};

export const MarkedUp: Story = {
  render: (args) => <Framed {...args} defaultState={createEditorState({ doc: markedUpScript() })} />,
  play: async ({ canvasElement }) => {
    const editor = box(canvasElement);
    const chip = (name: string) => editor.querySelector(`[data-chip="${name}"]:not([data-wrapper-label])`);
    // each chip shows its text and its reading (spec 02 §2.3)
    await expect(chip('phoneme')).toHaveTextContent('行háng');
    await expect(chip('break')).toHaveTextContent('0.5s');
    await expect(chip('aliasNumber')).toHaveTextContent('13812345678幺三八幺二三四五六七八');
    await expect(chip('alias')).toHaveTextContent('AI人工智能');
    await expect(chip('sayAs')).toHaveTextContent('NBA字母');
    await expect(chip('continuous')).toHaveTextContent('马上开始连读');
    await expect(chip('sound')).toHaveTextContent('掌声');
    // wrappers: one label at the start of the range (spec 02 §3 'anchor(role-template)')
    await expect(editor.querySelector('[data-wrapper-label][data-chip="multiVoice"]')).toHaveTextContent('云希(旁白-新闻)');
    await expect(editor.querySelector('[data-wrapper-label][data-chip="subPitch"]')).toHaveTextContent('音调+20 语速1.2x 音量80');
    await expect(editor.querySelector('span[data-type="multi-voice"]')).toHaveTextContent('主持人：');
    await expect(editor.querySelector('[data-placeholder]')).toBeNull();
  },
};

export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const editor = box(canvasElement);
    await userEvent.click(editor);
    await userEvent.keyboard('Hello 配音');
    await waitFor(() => expect(textOf(args.onChange)).toBe('Hello 配音'));
    await expect(editor).toHaveTextContent('Hello 配音');
    await expect(editor.querySelector('[data-placeholder]')).toBeNull();
  },
};

export const EnterMakesNewLine: Story = {
  play: async ({ canvasElement, args }) => {
    const editor = box(canvasElement);
    await userEvent.click(editor);
    await userEvent.keyboard('first{Enter}second');
    // spec 02 §2.2: Enter inserts a newline (a new paragraph of the script)
    await waitFor(() => expect(textOf(args.onChange)).toBe('first\nsecond'));
    await expect(editor.querySelectorAll('p')).toHaveLength(2);
  },
};

export const PasteIsPlainText: Story = {
  render: (args) => <Framed {...args} defaultState={createEditorState({ text: '开头' })} />,
  play: async ({ canvasElement, args }) => {
    const editor = box(canvasElement);
    await caretAt(editor, 'end');
    // Rich content from a web page or another editor: bold text, a chip, two blocks.
    const data = new DataTransfer();
    data.setData('text/html', '<p><b>加粗</b><span data-type="phoneme" data-text="行" data-pinyin="xing2">行</span></p><p>第二段</p>');
    data.setData('text/plain', '加粗行\n第二段');
    editor.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    // spec 02 §2.2: only the text arrives, markup becomes the text it stood for, blocks become lines
    await waitFor(() => expect(textOf(args.onChange)).toBe('开头加粗行\n第二段'));
    await expect(editor.querySelector('b, strong, [data-chip]')).toBeNull();
    await expect(editor.querySelectorAll('p')).toHaveLength(2);
  },
};

export const UndoRedoKeys: Story = {
  play: async ({ canvasElement, args }) => {
    const editor = box(canvasElement);
    await userEvent.click(editor);
    await userEvent.keyboard('abc');
    await waitFor(() => expect(textOf(args.onChange)).toBe('abc'));
    await userEvent.click(within(canvasElement).getByRole('button', { name: '插入停顿' }));
    await waitFor(() => expect(editor.querySelector('[data-chip="break"]')).toHaveTextContent('0.5s'));
    // spec 02 §4: Ctrl+Z undoes the last edit, Ctrl+Shift+Z redoes it
    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(editor.querySelector('[data-chip="break"]')).toBeNull());
    await expect(textOf(args.onChange)).toBe('abc');
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await waitFor(() => expect(editor.querySelector('[data-chip="break"]')).not.toBeNull());
    await userEvent.keyboard('{Control>}z{/Control}{Control>}z{/Control}');
    await waitFor(() => expect(textOf(args.onChange)).toBe(''));
  },
};

export const ChipClick: Story = {
  render: (args) => <Framed {...args} defaultState={createEditorState({ doc: markedUpScript() })} />,
  play: async ({ canvasElement, args }) => {
    const editor = box(canvasElement);
    const phoneme = editor.querySelector<HTMLElement>('[data-chip="phoneme"]')!;
    await userEvent.click(phoneme);
    // the page gets what to open its pop-up on; the chip is selected (spec 02 §2.3)
    await expect(args.onChipClick).toHaveBeenLastCalledWith({ name: 'phoneme', pos: 2, element: phoneme });
    await expect(phoneme).toHaveAttribute('data-selected');
    const selection = lastState(args.onChange).selection;
    await expect(selection.from).toBe(2);
    await expect(selection.to).toBe(3);

    const label = editor.querySelector<HTMLElement>('[data-wrapper-label][data-chip="multiVoice"]')!;
    await userEvent.click(label);
    await expect(args.onChipClick).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'multiVoice', element: label }));
    // a wrapper's chip selects its whole range
    const state = lastState(args.onChange);
    await expect(state.doc.textBetween(state.selection.from, state.selection.to)).toBe('主持人：');
    await expect(phoneme).not.toHaveAttribute('data-selected');
  },
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const Composition: Story = {
  render: (args) => <Framed {...args} defaultState={createEditorState({ text: '你好' })} />,
  play: async ({ canvasElement, args }) => {
    const editor = box(canvasElement);
    await caretAt(editor, 'end');
    await userEvent.keyboard('A');
    await waitFor(() => expect(textOf(args.onChange)).toBe('你好A'));
    // edits more than half a second apart are separate undo steps, unless they belong to one composition
    await pause(600);
    // An IME composes 世界 through pinyin: the text node changes while composing, then commits.
    const textNode = editor.querySelector('p')!.firstChild as Text;
    editor.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true, data: '' }));
    for (const step of ['s', 'shi', 'shijie', '世界']) {
      textNode.data = `你好A${step}`;
      editor.ownerDocument.getSelection()!.collapse(textNode, textNode.data.length);
      editor.dispatchEvent(new CompositionEvent('compositionupdate', { bubbles: true, data: step }));
      editor.dispatchEvent(new InputEvent('input', { bubbles: true, data: step, inputType: 'insertCompositionText', isComposing: true }));
      await pause(600);
    }
    editor.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: '世界' }));
    await waitFor(() => expect(textOf(args.onChange)).toBe('你好A世界'));
    // spec 02 §4: the whole composition is one history entry; no half-composed pinyin comes back
    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(textOf(args.onChange)).toBe('你好A'));
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await waitFor(() => expect(textOf(args.onChange)).toBe('你好A世界'));
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
  render: (args) => <Framed {...args} defaultState={createEditorState({ doc: markedUpScript() })} />,
  play: async ({ canvasElement, args }) => {
    const editor = box(canvasElement);
    await expect(editor).toHaveAttribute('aria-readonly', 'true');
    await expect(editor).toHaveAttribute('contenteditable', 'false');
    await expect(editor).toHaveAttribute('tabindex', '0');
    await userEvent.click(editor.querySelector<HTMLElement>('[data-chip="phoneme"]')!);
    await expect(args.onChipClick).not.toHaveBeenCalled();
  },
};

export const LoadDraft: Story = {
  play: async ({ canvasElement, args }) => {
    const editor = box(canvasElement);
    await userEvent.click(editor);
    await userEvent.keyboard('旧的文案');
    await userEvent.click(within(canvasElement).getByRole('button', { name: '载入草稿' }));
    await waitFor(() => expect(editor.querySelectorAll('[data-chip]').length).toBeGreaterThan(8));
    // a loaded draft starts a fresh history: undo cannot bring back what was there before
    await userEvent.click(editor);
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(textOf(args.onChange)).toBe(docToText(markedUpScript()));
  },
};

export const LongScript: Story = {
  render: (args) => <Framed {...args} defaultState={createEditorState({ doc: largeScript() })} />,
  // the story's fixed-height frame scrolls (the page lets the editor grow instead); the editor inside it is
  // what takes the keyboard
  parameters: { a11y: { test: 'error', config: { rules: [{ id: 'scrollable-region-focusable', enabled: false }] } } },
  play: async ({ canvasElement, args }) => {
    const editor = box(canvasElement);
    // 8000 characters with 500 chips (spec 02 §9: the longest script)
    await expect(editor.querySelectorAll('[data-chip]:not([data-wrapper-label])')).toHaveLength(500);
    await caretAt(editor, 'start');
    await userEvent.keyboard('新');
    await waitFor(() => expect(textOf(args.onChange).startsWith('新')).toBe(true));
    await expect(lastState(args.onChange).selection).toBeInstanceOf(TextSelection);
  },
};

export const ComesBackWithItsState: Story = {
  render: (args) => <Remounting {...args} defaultState={createEditorState({ doc: markedUpScript() })} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await caretAt(box(canvasElement), 'end');
    await userEvent.keyboard('再见');
    await userEvent.click(canvas.getByRole('button', { name: '离开编辑器' }));
    await userEvent.click(canvas.getByRole('button', { name: '回到编辑器' }));
    // the new editor starts from the state the old one left, chips and all, and still edits
    const editor = box(canvasElement);
    await expect(editor).toHaveTextContent('到此结束。再见');
    await expect(editor.querySelector('[data-chip="phoneme"]')).toHaveTextContent('行háng');
    await caretAt(editor, 'end');
    await userEvent.keyboard('!');
    await waitFor(() => expect(textOf(args.onChange).endsWith('再见!')).toBe(true));
    await userEvent.click(editor.querySelector<HTMLElement>('[data-chip="break"]')!);
    await expect(args.onChipClick).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'break' }));
  },
};

// Issue 10: after a selection is replaced, every next key lands after the previous one. Keys are pressed by the
// browser itself (see testing/realInput.ts): plain keys as on an English layout or for digits, then an input method.

export const SelectAllThenType: Story = {
  render: (args) => <Framed {...args} defaultState={createEditorState({ text: '旧的文案，\n整段都要换掉。' })} />,
  play: async ({ canvasElement, args }) => {
    const editor = box(canvasElement);
    await caretAt(editor, 'end');
    await pressKeys('{Control>}a{/Control}');
    await pressKeys('new 2024');
    await waitFor(() => expect(textOf(args.onChange)).toBe('new 2024'));
    // characters without an input method (a keyboard that types them, a paste tool sending keys)
    await pressKeys('{Control>}a{/Control}');
    await pressKeys('新的文案');
    await waitFor(() => expect(textOf(args.onChange)).toBe('新的文案'));
    // through an input method, then plain keys again after it
    await pressKeys('{Control>}a{/Control}');
    await composeText(['zhe', 'zheci'], '这次');
    await pressKeys('OK');
    await waitFor(() => expect(textOf(args.onChange)).toBe('这次OK'));
    await expect(editor).toHaveTextContent('这次OK');
    await expect(editor.querySelectorAll('p')).toHaveLength(1);
  },
};

export const SelectRangeThenType: Story = {
  render: (args) => <Framed {...args} defaultState={createEditorState({ text: '你好世界。' })} />,
  play: async ({ canvasElement, args }) => {
    const editor = box(canvasElement);
    await caretAt(editor, 'end');
    // select 世界 with the keyboard: before 。, then two characters to the left
    await pressKeys('{ArrowLeft}{Shift>}{ArrowLeft}{ArrowLeft}{/Shift}');
    await waitFor(() => expect(lastState(args.onChange).selection.empty).toBe(false));
    await pressKeys('abc');
    await waitFor(() => expect(textOf(args.onChange)).toBe('你好abc。'));
    // the caret follows the typing: select abc again and replace it through an input method
    await pressKeys('{Shift>}{ArrowLeft}{ArrowLeft}{ArrowLeft}{/Shift}');
    await waitFor(() => expect(lastState(args.onChange).selection.empty).toBe(false));
    await composeText(['peng', 'pengyou'], '朋友');
    await pressKeys('!');
    await waitFor(() => expect(textOf(args.onChange)).toBe('你好朋友!。'));
  },
};

export const TypeOverChip: Story = {
  render: (args) => <Framed {...args} defaultState={createEditorState({ doc: markedUpScript() })} />,
  play: async ({ canvasElement, args }) => {
    const editor = box(canvasElement);
    const firstLine = () => lastState(args.onChange).doc.firstChild!.textContent;
    // a clicked chip is selected: typing replaces it, and the next keys follow
    await userEvent.click(editor.querySelector<HTMLElement>('[data-chip="phoneme"]')!);
    await pressKeys('xy');
    await waitFor(() => expect(firstLine()).toBe('银xy行长说欢迎光临。'));
    await expect(editor.querySelector('[data-chip="phoneme"]')).toBeNull();
    // the same over a break chip, through an input method
    await userEvent.click(editor.querySelector<HTMLElement>('[data-chip="break"]')!);
    await composeText(['ting'], '停');
    await pressKeys('1');
    await waitFor(() => expect(firstLine()).toBe('银xy行长说停1欢迎光临。'));
    await expect(editor.querySelector('[data-chip="break"]')).toBeNull();
    // a range with a chip inside (，AI配), composed over: the chip goes with the text
    const line = editor.querySelectorAll('p')[1]!;
    const texts = [...line.childNodes].filter((node): node is Text => node instanceof Text);
    const range = document.createRange();
    range.setStart(texts.find((node) => node.data === '，')!, 0);
    range.setEnd(texts.find((node) => node.data === '配音。')!, 1);
    editor.ownerDocument.getSelection()!.removeAllRanges();
    editor.ownerDocument.getSelection()!.addRange(range);
    await waitFor(() => expect(lastState(args.onChange).selection.empty).toBe(false));
    await composeText(['hao'], '好');
    await waitFor(() => expect(docToText(lastState(args.onChange).doc).split('\n')[1]).toBe('客服电话13812345678好音。'));
    await expect(line.querySelector('[data-chip="alias"]')).toBeNull();
  },
};

// Issue 12: what the text front-end reads is marked in the script, with 读作 on hover.

export const AutoReadings: Story = {
  render: (args) => <WithReadings {...args} defaultState={createEditorState({ text: READINGS_SCRIPT })} />,
  play: async ({ canvasElement }) => {
    const editor = box(canvasElement);
    const marked = [...editor.querySelectorAll<HTMLElement>('[data-reading]')];
    await expect(marked.map((m) => m.textContent)).toEqual(['128', '1702', '2015']);
    await userEvent.hover(marked[1]!);
    const bubble = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await expect(bubble).toHaveTextContent('读作：幺七零二');
    await expect(bubble).toBeVisible();
    // typing redraws the marks of the paragraph typed in: the new number is marked, the bubble goes
    await caretAt(editor, 'end');
    await userEvent.keyboard('30%');
    await waitFor(() => expect(editor.querySelector('[data-reading="百分之三十"]')).toHaveTextContent('30%'));
    await expect(bubble).not.toBeVisible();
    await userEvent.hover(editor.querySelector<HTMLElement>('[data-reading]')!);
    await waitFor(() => expect(bubble).toHaveTextContent('读作：一百二十八'));
  },
};

export const ReadingClickOpensNumberReading: Story = {
  render: (args) => <WithReadings {...args} defaultState={createEditorState({ text: READINGS_SCRIPT })} />,
  play: async ({ canvasElement, args }) => {
    const editor = box(canvasElement);
    const price = editor.querySelector<HTMLElement>('[data-reading="一百二十八"]')!;
    await userEvent.click(price);
    await expect(args.onReadingClick).toHaveBeenCalledWith(expect.objectContaining({ kind: 'reading', written: '128', spoken: '一百二十八', class: 'money' }));
    const body = within(canvasElement.ownerDocument.body);
    const automatic = await body.findByRole('button', { name: /一百二十八.*自动读法/ });
    await expect(automatic).toHaveAttribute('aria-pressed', 'true');
    // one click changes it: the number becomes a number-reading chip
    await userEvent.click(body.getByRole('button', { name: /一二八/ }));
    await waitFor(() => expect(editor.querySelector('[data-chip="aliasNumber"]')).toHaveTextContent('128一二八'));
    await expect(body.queryByRole('button', { name: /自动读法/ })).toBeNull();
    // what the user marked wins: the chip is no longer an automatic reading
    await expect(editor.querySelector('[data-reading="一百二十八"]')).toBeNull();
    // the pop-up is gone before the story ends (the accessibility check must not meet it half-closed)
    await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-radix-popper-content-wrapper]')).toBeNull());
  },
};

export const PolyphonesToConfirm: Story = {
  args: { polyphones: ANALYSIS },
  render: (args) => <WithReadings {...args} defaultState={createEditorState({ text: READINGS_SCRIPT })} />,
  play: async ({ canvasElement }) => {
    const editor = box(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() => expect([...editor.querySelectorAll('[data-polyphone]')].map((m) => m.textContent)).toEqual(['行', '角']));
    await userEvent.hover(editor.querySelector<HTMLElement>('[data-polyphone]')!);
    await expect(await within(canvasElement.ownerDocument.body).findByRole('tooltip')).toHaveTextContent('多音字待确认，建议读 háng');
    // the footer counts them; a click opens the first with the suggestion first
    await userEvent.click(canvas.getByRole('button', { name: '2 个多音字待确认' }));
    const body = within(canvasElement.ownerDocument.body);
    const readings = within(await body.findByRole('group', { name: '读音（建议在前）' }));
    await userEvent.click(readings.getAllByRole('button')[0]!);
    // confirmed: a phoneme chip, one polyphone left
    await waitFor(() => expect(editor.querySelector('[data-chip="phoneme"]')).toHaveTextContent('行háng'));
    await expect(canvas.getByRole('button', { name: '1 个多音字待确认' })).toBeInTheDocument();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};
