export { AnchorCard, anchorBadges, isCustomAnchor, useServerFavorite } from './AnchorCard';
export type { AnchorCardProps, AnchorCardData, AnchorBadge } from './AnchorCard';
