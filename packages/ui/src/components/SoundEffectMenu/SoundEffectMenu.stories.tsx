import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EditorHarness, ssmlText, type HarnessSelection } from '../../testing/markup/EditorHarness';
import { storySounds, storySoundStyles } from '../../testing/markup/storyData';
import { useState } from 'react';
import { fixtureQuery } from '../../testing/fixtureQuery';
import { SoundEffectMenu, type SoundEffectMenuProps } from './SoundEffectMenu';

type Args = {
  selection: HarnessSelection;
  loadSoundStyles: () => Promise<typeof storySoundStyles>;
  loadSounds: (styleId: number | string) => Promise<(typeof storySounds)[string]>;
  onClose: () => void;
};

/** The menu over query hooks made from the story's loaders, once per mount (each story starts with an empty cache). */
function MenuOverLoaders({ loadSoundStyles, loadSounds, ...props }: Omit<SoundEffectMenuProps, 'useSoundStyles' | 'useSounds'> & Pick<Args, 'loadSoundStyles' | 'loadSounds'>) {
  const [hooks] = useState(() => {
    const styles = fixtureQuery((_all: 'all') => loadSoundStyles());
    return { useSoundStyles: () => styles('all'), useSounds: fixtureQuery(loadSounds) };
  });
  return <SoundEffectMenu {...props} {...hooks} />;
}

const meta = {
  title: 'Editor/Markup/SoundEffectMenu',
  args: {
    selection: { cursorAfter: '大家' },
    loadSoundStyles: fn(async () => storySoundStyles),
    loadSounds: fn(async (styleId: number | string) => storySounds[String(styleId)] ?? []),
    onClose: fn(),
  },
  render: ({ selection, loadSoundStyles, loadSounds, onClose }) => (
    <EditorHarness text="谢谢大家的收听。" selection={selection}>
      {({ state, run }) => (
        <div style={{ width: 'fit-content', border: '1px solid #e6e8f0', borderRadius: 12, background: '#fff' }}>
          <MenuOverLoaders state={state} run={run} loadSoundStyles={loadSoundStyles} loadSounds={loadSounds} onClose={onClose} />
        </div>
      )}
    </EditorHarness>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Insert: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: '生活' }));
    await waitFor(() => expect(args.loadSounds).toHaveBeenCalledWith(2));
    await userEvent.click(await canvas.findByRole('button', { name: /^掌声/ }));
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    await expect(ssmlText(canvasElement)).toContain('谢谢大家<audio src="/player-fixtures/sample-a.wav" peiyin:sound-id="21" peiyin:name="掌声" peiyin:duration="2.4"/>的收听');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const FirstStyle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: '自然', selected: true })).toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: /^鸟鸣/ })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '试听 雷声' })).toBeInTheDocument();
    await expect(args.loadSounds).toHaveBeenCalledWith(1);
  },
};

export const NoneChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: /^鸟鸣/ });
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('请选择一个音效!');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const NeedsCursor: Story = {
  args: { selection: { text: '大家' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^鸟鸣/ }));
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('请将光标置于需要插入音效位置!');
    await expect(ssmlText(canvasElement)).not.toContain('audio');
  },
};

export const Loading: Story = {
  args: { loadSoundStyles: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};

/** Each sound has its round player; one plays at a time, and previewing inserts nothing. */
export const Preview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slow = { timeout: 10_000 };
    const birds = await canvas.findByRole('button', { name: '试听 鸟鸣' });
    const thunder = canvas.getByRole('button', { name: '试听 雷声' });
    await userEvent.click(birds);
    await waitFor(() => expect(birds).toHaveAttribute('data-state', 'playing'), slow);
    await userEvent.click(thunder);
    await expect(birds).toHaveAttribute('data-state', 'idle');
    await waitFor(() => expect(thunder).toHaveAttribute('data-state', 'playing'), slow);
    await userEvent.click(thunder);
    await expect(thunder).toHaveAttribute('data-state', 'idle');
    await expect(ssmlText(canvasElement)).not.toContain('audio');
  },
};

/** A slow server: a tab left before its sounds arrived still shows them when it is chosen again. */
export const SwitchWhileLoading: Story = {
  args: {
    loadSounds: fn((styleId: number | string) => new Promise((resolve) => setTimeout(() => resolve(storySounds[String(styleId)] ?? []), 300))),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('tab', { name: '自然', selected: true });
    // leave 自然 while its sounds are on their way, then come back
    await userEvent.click(canvas.getByRole('tab', { name: '生活' }));
    await expect(await canvas.findByRole('button', { name: /^掌声/ })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('tab', { name: '自然' }));
    await expect(await canvas.findByRole('button', { name: /^鸟鸣/ })).toBeInTheDocument();
    // each style was asked for once
    await expect(args.loadSounds).toHaveBeenCalledTimes(2);
  },
};
