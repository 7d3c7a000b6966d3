export { WechatBindDialog } from './WechatBindDialog';
export type { WechatBindDialogProps, WxBindResult } from './WechatBindDialog';
