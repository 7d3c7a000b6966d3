import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { insertBreak, insertSound, setContinuous, setMultiVoice, setPhoneme, setSubPitch, multiVoiceLabel, type MultiVoiceAttrs } from '@peiyin/ssml';
import type { EditorState } from 'prosemirror-state';
import { applyCommand, EditorHarness, screen, select, ssmlText } from '../../testing/markup/EditorHarness';
import { onScreen } from '../../testing/viewports';
import { holdClock } from '../../testing/clock';
import { MarkupPopover, POPOVER_RECLICK_DELAY_MS, type MarkupTarget } from './MarkupPopover';
import { isMarkupKind, markupKinds } from '../../private/markup/markupKinds';

// A script with one chip of several kinds.
const TEXT = '银行行长说：人工智能让配音更简单。晓晓来读这一句。特别提醒';
function prepare(state: EditorState): EditorState {
  let s = state;
  s = applyCommand(select(s, { text: '行', occurrence: 0 }), setPhoneme('hang2'));
  s = applyCommand(select(s, { text: '人工智能' }), setContinuous);
  s = applyCommand(select(s, { cursorAfter: '说' }), insertBreak(500));
  s = applyCommand(select(s, { cursorAfter: '简单。' }), insertSound({ soundId: '3', name: '掌声', duration: 2 }));
  s = applyCommand(select(s, { text: '晓晓来读这一句' }), setMultiVoice({ anchorId: '12', anchorName: '晓晓', templateName: '温柔' }));
  s = applyCommand(select(s, { text: '特别提醒' }), setSubPitch({ pitch: 50, speed: 1.2, volume: 80 }));
  return select(s, { from: 1 });
}

/** The chips of a document as buttons, the way the editor shows them: a click opens the pop-up. */
function chipsOf(state: EditorState) {
  const chips: { name: string; pos: number; label: string }[] = [];
  const seen = new Set<string>();
  state.doc.descendants((node, pos) => {
    if (node.isText) {
      for (const mark of node.marks) {
        const key = `${mark.type.name}:${JSON.stringify(mark.attrs)}`;
        if (!seen.has(key)) {
          seen.add(key);
          const label = mark.type.name === 'multiVoice' ? multiVoiceLabel(mark.attrs as MultiVoiceAttrs) : markupKinds.subPitch.label;
          chips.push({ name: mark.type.name, pos, label });
        }
      }
      return false;
    }
    if (node.isInline) chips.push({ name: node.type.name, pos, label: isMarkupKind(node.type.name) ? markupKinds[node.type.name].label : node.type.name });
    return true;
  });
  return chips;
}

type Args = { onClose: () => void; onEditMultiVoice?: (range: { from: number; to: number; attrs: MultiVoiceAttrs }) => void; stale?: boolean };

function Demo({ onClose, onEditMultiVoice, stale }: Args) {
  const [target, setTarget] = useState<MarkupTarget | null>(null);
  return (
    <EditorHarness text={TEXT} prepare={prepare}>
      {({ state, run }) => (
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          {chipsOf(state).map((chip) => (
            <button
              key={`${chip.name}@${chip.pos}`}
              type="button"
              data-chip={chip.name}
              style={{ border: `1px solid ${isMarkupKind(chip.name) ? markupKinds[chip.name].hue : '#ccc'}`, borderRadius: 6, padding: '2px 8px', background: '#fff' }}
              // `stale` mimics a chip whose node has gone (the document changed under it)
              onClick={(event) => setTarget({ name: chip.name, pos: stale ? chip.pos + 1 : chip.pos, element: event.currentTarget })}
            >
              {chip.label}
            </button>
          ))}
          <MarkupPopover
            state={state}
            run={run}
            target={target}
            onClose={() => {
              setTarget(null);
              onClose();
            }}
            {...(onEditMultiVoice ? { onEditMultiVoice } : {})}
          />
        </div>
      )}
    </EditorHarness>
  );
}

const meta = {
  title: 'Editor/Markup/MarkupPopover',
  component: Demo,
  args: { onClose: fn(), onEditMultiVoice: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const chip = (canvasElement: HTMLElement, name: string) => canvasElement.querySelector<HTMLElement>(`[data-chip="${name}"]`)!;
const popup = async (canvasElement: HTMLElement, title: string) => within(await screen(canvasElement).findByRole('region', { name: title }));

export const Pronunciation: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(chip(canvasElement, 'phoneme'));
    const pop = await popup(canvasElement, '多音字');
    await expect(pop.getByText('当前读音：háng')).toBeInTheDocument();
    await userEvent.click(pop.getByRole('button', { name: 'hàng' }));
    await expect(ssmlText(canvasElement)).toContain('ph="hang 4"');
    await expect(args.onClose).toHaveBeenCalled();
    await waitFor(() => expect(screen(canvasElement).queryByRole('region', { name: '多音字' })).toBeNull());
  },
};

export const Break: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(chip(canvasElement, 'break'));
    const pop = await popup(canvasElement, '停顿');
    await userEvent.click(pop.getByRole('button', { name: '1.0s' }));
    await expect(ssmlText(canvasElement)).toContain('说<break time="1000ms"/>');
  },
};

export const BreakOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(chip(canvasElement, 'break'));
    const pop = await popup(canvasElement, '停顿');
    await expect(pop.getByRole('button', { name: '0.5s' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const ContinuousRemoveOnly: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(chip(canvasElement, 'continuous'));
    const pop = await popup(canvasElement, '连读');
    await userEvent.click(pop.getByRole('button', { name: '移除' }));
    // spec 02 §4: the original text comes back
    await expect(ssmlText(canvasElement)).toContain('：人工智能让配音');
    await expect(ssmlText(canvasElement)).not.toContain('<w>');
  },
};

export const SoundRemoveOnly: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(chip(canvasElement, 'sound'));
    const pop = await popup(canvasElement, '音效');
    await expect(pop.getByTestId('markup-subject')).toHaveTextContent('掌声');
    await expect(pop.getAllByRole('button').map((b) => b.textContent)).toEqual(['移除']);
    await userEvent.click(pop.getByRole('button', { name: '移除' }));
    await expect(ssmlText(canvasElement)).not.toContain('audio');
  },
};

export const MultiVoice: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(chip(canvasElement, 'multiVoice'));
    const pop = await popup(canvasElement, '多主播');
    await expect(pop.getByTestId('markup-subject')).toHaveTextContent('晓晓(温柔)');
    await userEvent.click(pop.getByRole('button', { name: '修改' }));
    await expect(args.onEditMultiVoice).toHaveBeenCalledWith(expect.objectContaining({ attrs: expect.objectContaining({ anchorId: '12' }) }));
  },
};

export const MultiVoiceRemove: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(chip(canvasElement, 'multiVoice'));
    const pop = await popup(canvasElement, '多主播');
    await userEvent.click(pop.getByRole('button', { name: '移除' }));
    // spec 02 §4: removing a multi-voice wrapper unwraps its contents
    await expect(ssmlText(canvasElement)).toContain('简单。<audio');
    await expect(ssmlText(canvasElement)).toMatch(/\/>晓晓来读这一句。<prosody/);
  },
};

export const LocalPitch: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(chip(canvasElement, 'subPitch'));
    const pop = await popup(canvasElement, '局部调节');
    await expect(pop.getByRole('slider', { name: '音调' })).toHaveAttribute('aria-valuenow', '50');
    await userEvent.click(pop.getByRole('button', { name: '移除' }));
    await expect(ssmlText(canvasElement)).toMatch(/晓晓来读这一句<\/prosody><\/voice>。特别提醒$/);
  },
};

export const Unmatched: Story = {
  args: { stale: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(chip(canvasElement, 'break'));
    const pop = await popup(canvasElement, '停顿');
    await expect(pop.getByRole('alert')).toHaveTextContent('无法匹配此标签');
    await expect(pop.queryByRole('button')).toBeNull();
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(chip(canvasElement, 'continuous'));
    await popup(canvasElement, '连读');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen(canvasElement).queryByRole('region', { name: '连读' })).toBeNull());
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** spec 02 §9 re-click delay: within 250 ms of dismissing a chip's pop-up, the same chip does not reopen it. */
export const ReclickDelay: Story = {
  play: async ({ canvasElement, args }) => {
    // The delay is measured on Date.now: the clock holds still from the dismissal to the second click, however
    // long a busy browser takes between them, and moves the 250 ms on only when the story says so.
    const clock = holdClock(canvasElement.ownerDocument.defaultView as Window & typeof globalThis);
    try {
      const continuous = chip(canvasElement, 'continuous');
      await userEvent.click(continuous);
      await popup(canvasElement, '连读');
      await userEvent.keyboard('{Escape}');
      await userEvent.click(continuous);
      // the click too soon is answered by closing at once, without showing the pop-up
      await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(2));
      await expect(screen(canvasElement).queryByRole('region', { name: '连读' })).toBeNull();
      // 250 ms after the dismissal, a click opens it again
      clock.advance(POPOVER_RECLICK_DELAY_MS);
      await userEvent.click(continuous);
      await expect(await popup(canvasElement, '连读')).toBeTruthy();
    } finally {
      clock.release();
    }
  },
};

/** A phone: a chip's pop-up is a sheet along the bottom edge, over a mask, with the whole width of the screen. */
export const OnPhone: Story = {
  ...onScreen('phone'),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(chip(canvasElement, 'phoneme'));
    const sheet = await screen(canvasElement).findByRole('dialog', { name: '多音字' });
    await expect(sheet).toHaveAttribute('data-sheet');
    await Promise.all(sheet.getAnimations().map((animation) => animation.finished));
    const box = sheet.getBoundingClientRect();
    await expect(Math.round(box.bottom)).toBe(window.innerHeight);
    await expect(Math.round(box.width)).toBe(window.innerWidth);
    const pop = await popup(canvasElement, '多音字');
    await expect(pop.getByText('当前读音：háng')).toBeInTheDocument();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** A phone: choosing a reading in the sheet applies it and closes the sheet. */
export const OnPhoneApply: Story = {
  ...onScreen('phone'),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(chip(canvasElement, 'break'));
    const pop = await popup(canvasElement, '停顿');
    await userEvent.click(pop.getByRole('button', { name: '1.0s' }));
    await expect(ssmlText(canvasElement)).toContain('说<break time="1000ms"/>');
    await expect(args.onClose).toHaveBeenCalled();
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog', { name: '停顿' })).toBeNull());
  },
};

/** A tablet: the pop-up floats beside its chip, inside the screen. */
export const OnTablet: Story = {
  ...onScreen('tablet'),
  play: async ({ canvasElement }) => {
    await userEvent.click(chip(canvasElement, 'subPitch'));
    const pop = await popup(canvasElement, '局部调节');
    await expect(screen(canvasElement).getByRole('dialog', { name: '局部调节' })).not.toHaveAttribute('data-sheet');
    await expect(pop.getByRole('slider', { name: '音调' })).toBeInTheDocument();
  },
};
