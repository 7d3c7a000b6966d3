export { FeatureCards, features } from './FeatureCards';
export type { FeatureCardsProps, Feature, FeatureKey } from './FeatureCards';
