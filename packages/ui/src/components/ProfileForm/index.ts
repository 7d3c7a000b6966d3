export { ProfileForm, maskPhone } from './ProfileForm';
export type { ProfileFormProfile, ProfileFormProps } from './ProfileForm';
