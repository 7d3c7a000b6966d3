export { Header, headerTabs, headerFlavours, userMenuItems } from './Header';
export type { HeaderProps, HeaderTab, HeaderTabKey, HeaderFlavour, HeaderUser, UserMenuItem, UserMenuKey } from './Header';
