export { PunctuationPauseMenu } from './PunctuationPauseMenu';
export type { PunctuationPauseMenuProps } from './PunctuationPauseMenu';
