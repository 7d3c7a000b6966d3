export { InspirationCard, InspirationGrid, TemplateLabel } from './InspirationGrid';
export type { InspirationCardProps, InspirationGridProps, InspirationTemplate } from './InspirationGrid';
export { TemplateIcon } from './TemplateIcon';
export { InspirationApply, INSPIRATION_INPUT_MAX } from './InspirationApply';
export type { InspirationApplyProps } from './InspirationApply';
export { WritingOutput, writingOutputStates, outputState } from '../../private/writing/WritingOutput';
export type { WritingOutputProps, WritingOutputState } from '../../private/writing/WritingOutput';
