export { VipDialog, ProductCards, formatDate, membershipStatusText } from './VipDialog';
export type { VipDialogProps, ProductCardsProps, MembershipProduct, MembershipStatus, LevelPrivileges, MembershipPayProps } from './VipDialog';
