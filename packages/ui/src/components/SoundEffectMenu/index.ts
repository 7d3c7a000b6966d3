export { SoundEffectMenu } from './SoundEffectMenu';
export type { SoundEffectMenuProps, SoundEffect, SoundStyle } from './SoundEffectMenu';
