export { EditorPhoneNotice } from './EditorPhoneNotice';
export type { EditorPhoneNoticeProps } from './EditorPhoneNotice';
