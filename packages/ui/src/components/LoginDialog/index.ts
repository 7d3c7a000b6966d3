export { LoginDialog, loginFlavours, loginTabs } from './LoginDialog';
export type { LoginDialogProps, LoginFlavour, LoginTab } from './LoginDialog';
export { readWxAuthMessage, wechatLoginStates } from './WechatLoginPanel';
export type { WechatLoginState, WxAuthQuery, WxLoginResult } from './WechatLoginPanel';
