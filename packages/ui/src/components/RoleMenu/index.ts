export { RoleMenu } from './RoleMenu';
export type { RoleMenuProps, RoleMenuRole } from './RoleMenu';
