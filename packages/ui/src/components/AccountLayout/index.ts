export { AccountLayout, accountMenu } from './AccountLayout';
export type { AccountLayoutProps, AccountMenuKey } from './AccountLayout';
