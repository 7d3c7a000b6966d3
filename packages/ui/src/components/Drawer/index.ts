export { Drawer, drawerSides } from './Drawer';
export type { DrawerProps, DrawerSide } from './Drawer';
