export { SampleCard, sampleVoiceLabel } from './SampleCard';
export type { SampleCardProps, GallerySample } from './SampleCard';
export { SampleGrid } from './SampleGrid';
export type { SampleGridProps } from './SampleGrid';
