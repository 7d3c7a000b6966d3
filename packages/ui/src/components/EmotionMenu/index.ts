export { EmotionMenu, applyTemplate, TEMPLATE_DEFAULT_VOLUME } from './EmotionMenu';
export type { EmotionMenuProps, EmotionMenuTemplate, TemplateChoice } from './EmotionMenu';
