export { PasswordForm, passwordFormVariants } from './PasswordForm';
export type { PasswordFormProps } from './PasswordForm';
