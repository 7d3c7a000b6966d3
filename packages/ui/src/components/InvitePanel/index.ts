export { InvitePanel } from './InvitePanel';
export type { InvitePanelProps, InviteSummaryView } from './InvitePanel';
