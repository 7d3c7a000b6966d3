export { PayPanel, PAY_PANEL_WIDTH } from './PayPanel';
export type { PayPanelProps } from './PayPanel';
