export { AnchorGrid, anchorGridStates, anchorKey } from './AnchorGrid';
export type { AnchorGridProps, AnchorGridState } from './AnchorGrid';
