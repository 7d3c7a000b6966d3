export {
  PayTabs,
  PayQrCode,
  PaymentsTicker,
  PaySuccess,
  payQrStates,
  payDevices,
  payMethodNames,
  formatYuan,
  QR_EXPIRED_TEXT,
  SANDBOX_NOTICE,
  PAYMENT_OFF_TEXT,
  PAYMENT_OFF_EXPLANATION,
  SELECT_PRODUCT_TEXT,
  TICKER_INTERVAL_MS,
} from './PayTabs';
export type { PayTabsProps, PayQrCodeProps, PaymentsTickerProps, PaySuccessProps, PayOrderView, PayQrState, PayDevice } from './PayTabs';
