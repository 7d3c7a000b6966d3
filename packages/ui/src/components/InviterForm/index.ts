export { InviterForm } from './InviterForm';
export type { InviterFormProps } from './InviterForm';
