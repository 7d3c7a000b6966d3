/// @peiyin/player: the audition player and the circle (sample) player (spec 02 §4).
/// The machines are pure (`machine.ts`); howler is reached only through `howlerAdapter.ts`.

export {
  AUDITION_FAILED,
  PLAYBACK_FAILED,
  PUNCTUATION_TIP,
  auditionModes,
  auditionStatuses,
  circleStatuses,
  circleStep,
  circleTransition,
  initialAuditionState,
  initialCircleState,
  step,
  transition,
} from './machine.ts';
export type {
  AuditionEffect,
  AuditionEvent,
  AuditionMode,
  AuditionProblem,
  AuditionState,
  AuditionStatus,
  AuditionStep,
  ChunkStatus,
  CircleEffect,
  CircleEvent,
  CircleState,
  CircleStatus,
  CircleStep,
} from './machine.ts';

export { createPlayerRegistry, sharedPlayerRegistry } from './registry.ts';
export type { PlayerRegistry, Stoppable } from './registry.ts';

export { createAuditionPlayer, createCirclePlayer } from './howlerAdapter.ts';
export type {
  AuditionPlayer,
  AuditionPlayerOptions,
  CirclePlayer,
  CirclePlayerOptions,
  FetchChunk,
  PlayerStore,
  Sound,
  SoundConstructor,
  SoundOptions,
  Ticker,
} from './howlerAdapter.ts';

export { useAudition } from './useAudition.ts';
export type { AuditionControls, UseAuditionOptions } from './useAudition.ts';
export { useCirclePlayer } from './useCirclePlayer.ts';
export type { CirclePlayerControls, UseCirclePlayerOptions } from './useCirclePlayer.ts';
