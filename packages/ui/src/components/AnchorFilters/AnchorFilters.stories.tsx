import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { useControlled } from '../../testing/controlled';
import { AnchorFilters, defaultAnchorCondition, type AnchorFiltersProps } from './AnchorFilters';
import { filterOptions, localesOf } from '../../testing/fixtures/anchors';
import { onScreen } from '../../testing/viewports';

// As a page uses it: the condition lives in the parent, which loads the chosen language's locales.
function Controlled(props: AnchorFiltersProps) {
  const filters = useControlled(props, 'value', 'onChange');
  return <AnchorFilters {...filters} locales={props.locales.length === 0 ? [] : (localesOf[filters.value.languageId] ?? [])} />;
}

const meta = {
  title: 'Catalogue/AnchorFilters',
  component: AnchorFilters,
  args: {
    options: filterOptions,
    locales: localesOf[1]!,
    value: defaultAnchorCondition,
    onChange: fn(),
    onSearch: fn(),
    onClear: fn(),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof AnchorFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = (canvasElement: HTMLElement, name: string) => within(within(canvasElement).getByRole('radiogroup', { name }));

/// Sort 综合, language 中文 and 全部 elsewhere; the locale row shows because 中文 has locales.
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(row(canvasElement, '排序').getByRole('radio', { name: '综合' })).toBeChecked();
    await expect(row(canvasElement, '语种').getByRole('radio', { name: '中文' })).toBeChecked();
    await expect(row(canvasElement, '口音').getByRole('radio', { name: '全部' })).toBeChecked();
    await expect(row(canvasElement, '场景').getByRole('radio', { name: '全部' })).toBeChecked();
    // the catalogue page has no style row; the pickers do
    await expect(within(canvasElement).queryByRole('radiogroup', { name: '风格' })).toBeNull();
  },
};

/// Choosing a scene and a sex reports each new condition (the parent restarts at page 1).
export const SceneAndSex: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(row(canvasElement, '场景').getByRole('radio', { name: '广告' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...defaultAnchorCondition, sceneId: 2 });
    await userEvent.click(row(canvasElement, '性别').getByRole('radio', { name: '女声' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...defaultAnchorCondition, sceneId: 2, sex: 2 });
    await expect(row(canvasElement, '场景').getByRole('radio', { name: '广告' })).toBeChecked();
    await expect(row(canvasElement, '性别').getByRole('radio', { name: '女声' })).toBeChecked();
    // clicking the chosen chip again is no change
    await userEvent.click(row(canvasElement, '性别').getByRole('radio', { name: '女声' }));
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/// spec 02 §4: changing language resets locale; the locale row lists the new language's locales.
export const LanguageResetsLocale: Story = {
  args: { value: { ...defaultAnchorCondition, localeId: 2 } },
  play: async ({ canvasElement, args }) => {
    await expect(row(canvasElement, '口音').getByRole('radio', { name: '粤语' })).toBeChecked();
    await userEvent.click(row(canvasElement, '语种').getByRole('radio', { name: '英语' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...defaultAnchorCondition, languageId: 2, localeId: 0 });
    await expect(row(canvasElement, '口音').getByRole('radio', { name: '全部' })).toBeChecked();
    await expect(row(canvasElement, '口音').queryByRole('radio', { name: '粤语' })).toBeNull();
    await expect(row(canvasElement, '口音').getByRole('radio', { name: '美式英语' })).toBeInTheDocument();
    // every language: no locale row at all
    await userEvent.click(row(canvasElement, '语种').getByRole('radio', { name: '全部' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...defaultAnchorCondition, languageId: 0, localeId: 0 });
    await expect(within(canvasElement).queryByRole('radiogroup', { name: '口音' })).toBeNull();
  },
};

/// spec 01 §2: the locale row shows only when the chosen language has locales.
export const WithoutLocales: Story = {
  args: { locales: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('radiogroup', { name: '口音' })).toBeNull();
    await expect(within(canvasElement).getByRole('radiogroup', { name: '性别' })).toBeInTheDocument();
  },
};

/// spec 02 §5: a blank name is refused with 请输入搜索内容; a name searches; clear empties the box.
export const NameSearch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '主播名称' }), '   ');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('请输入搜索内容');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByRole('textbox', { name: '主播名称' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '主播名称' }), ' 晓岚{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('晓岚');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '清除' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('textbox', { name: '主播名称' })).toHaveValue('');
  },
};

/// The pickers' favourites tab: every row and the search are disabled; the style row is offered.
export const Disabled: Story = {
  args: { disabled: true, showStyle: true, size: 'sm' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: '风格' })).toBeInTheDocument();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: '主播名称' })).toBeDisabled();
    await userEvent.click(row(canvasElement, '场景').getByRole('radio', { name: '广告' }), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/// A phone (the catalogue page): the search stays, the rows fold into a 筛选 button.
export const OnPhone: Story = {
  ...onScreen('phone'),
  args: { collapseOnPhone: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '筛选' })).toBeVisible();
    await expect(canvas.queryByRole('radiogroup', { name: '场景' })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: '主播名称' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/// The filter sheet on a phone: choices apply at once, 确定 closes with the count on the button, 重置 restores
/// the default condition.
export const FilterSheet: Story = {
  ...onScreen('phone'),
  args: { collapseOnPhone: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: '筛选' }));
    const sheet = within(await body.findByRole('dialog', { name: '筛选' }));
    await userEvent.click(within(sheet.getByRole('radiogroup', { name: '性别' })).getByRole('radio', { name: '女声' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...defaultAnchorCondition, sex: 2 });
    await userEvent.click(within(sheet.getByRole('radiogroup', { name: '场景' })).getByRole('radio', { name: '广告' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...defaultAnchorCondition, sex: 2, sceneId: 2 });
    // sort orders rather than filters: it does not count
    await userEvent.click(within(sheet.getByRole('radiogroup', { name: '排序' })).getByRole('radio', { name: '最热' }));
    await userEvent.click(sheet.getByRole('button', { name: '确定' }));
    await expect(body.queryByRole('dialog', { name: '筛选' })).toBeNull();
    // the page stays aria-hidden until the sheet's effects have been cleaned up, a moment after it left the DOM
    await expect(await canvas.findByRole('button', { name: '筛选 2' })).toHaveTextContent('筛选2');

    // 重置 brings every row back to its default, the count goes
    await userEvent.click(canvas.getByRole('button', { name: '筛选 2' }));
    const again = within(await body.findByRole('dialog', { name: '筛选' }));
    await expect(within(again.getByRole('radiogroup', { name: '性别' })).getByRole('radio', { name: '女声' })).toBeChecked();
    await userEvent.click(again.getByRole('button', { name: '重置' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(defaultAnchorCondition);
    await expect(within(again.getByRole('radiogroup', { name: '性别' })).getByRole('radio', { name: '全部' })).toBeChecked();
    await userEvent.click(again.getByRole('button', { name: '确定' }));
    await expect(await canvas.findByRole('button', { name: '筛选' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '筛选' })).not.toHaveFocus();
  },
};

/// The sheet open on a phone, for its picture.
export const FilterSheetOpen: Story = {
  ...onScreen('phone'),
  args: { collapseOnPhone: true, value: { ...defaultAnchorCondition, sex: 1 } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '筛选 1' }));
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '筛选' });
    // the sheet fades in: wait until it has
    await waitFor(() => expect(within(sheet).getByRole('button', { name: '重置' })).toBeVisible());
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/// A tablet has room for the rows: they stay on the page and no 筛选 button shows.
export const OnTablet: Story = {
  ...onScreen('tablet'),
  args: { collapseOnPhone: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: '场景' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^筛选/ })).toBeNull();
  },
};
