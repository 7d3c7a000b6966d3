// spec 01 §1: the brand flavour shows the app name in the header; the wechat flavour shows a logo and adds
// WeChat QR login. Chosen at build time: VITE_FLAVOUR=brand (default) | wechat.
export type Flavour = 'brand' | 'wechat';
export const flavour: Flavour = import.meta.env.VITE_FLAVOUR === 'wechat' ? 'wechat' : 'brand';
