export { LocalPitchPopover, LOCAL_PITCH_DEFAULTS, formatPitch, subPitchAt } from './LocalPitchPopover';
export type { LocalPitchPopoverProps } from './LocalPitchPopover';
