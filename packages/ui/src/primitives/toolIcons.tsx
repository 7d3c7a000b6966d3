// Icons of the smart tools, in a module of their own so pages that show no tool do not carry them.
import { make } from './icons';

export { EditIcon, MusicIcon, UploadIcon } from './studioIcons';
export { LinkIcon, MicIcon } from './icons';
export const ImageIcon = /* @__PURE__ */ make('Image', <><rect x="3.5" y="4.5" width="17" height="15" rx="2" /><circle cx="9" cy="9.5" r="1.8" /><path d="M20.5 16l-5-5-9 8.5" /></>);
export const CopyIcon = /* @__PURE__ */ make('Copy', <><rect x="8.5" y="8.5" width="11" height="11" rx="2" /><path d="M15.5 8.5V6.5a2 2 0 0 0-2-2h-7a2 2 0 0 0-2 2v7a2 2 0 0 0 2 2h2" /></>);
export const FileAudioIcon = /* @__PURE__ */ make('FileAudio', <><path d="M6 3.5h8l4.5 4.5v12.5H6z" /><path d="M14 3.5V8h4.5" /><path d="M10.5 17.5v-5l4-1v5" /><circle cx="9.5" cy="17.5" r="1" /><circle cx="13.5" cy="16.5" r="1" /></>);
