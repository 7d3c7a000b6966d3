export { ContinuousReading } from './ContinuousReading';
export type { ContinuousReadingProps } from './ContinuousReading';
