// Icons of the dubbing pages (players, lists, the editor). A module of their own: a bundler splits code by
// module, so icons the home page never shows stay out of its entry chunk (issue 2: home JS ≤ 150 KB gz).
import { make } from './icons';

export const PlayIcon = /* @__PURE__ */ make('Play', <path d="M8 5.5v13l10.5-6.5z" />, true);
export const PauseIcon = /* @__PURE__ */ make('Pause', <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />, true);
export const StopIcon = /* @__PURE__ */ make('Stop', <rect x="6.5" y="6.5" width="11" height="11" rx="1.5" />, true);
export const HeartIcon = /* @__PURE__ */ make('Heart', <path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.3a4.3 4.3 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20z" />);
export const SearchIcon = /* @__PURE__ */ make('Search', <><circle cx="11" cy="11" r="6.5" /><path d="M16 16l4.5 4.5" /></>);
export const PlusIcon = /* @__PURE__ */ make('Plus', <path d="M12 5v14M5 12h14" />);
export const TrashIcon = /* @__PURE__ */ make('Trash', <><path d="M4.5 7h15M9.5 7V4.5h5V7M6.5 7l1 13h9l1-13" /><path d="M10.5 11v5.5M13.5 11v5.5" /></>);
export const EditIcon = /* @__PURE__ */ make('Edit', <path d="M4.5 19.5l1-4.5L15.5 5a2.1 2.1 0 0 1 3 3L8.5 18.5zM13.5 7l3 3" />);
export const RefreshIcon = /* @__PURE__ */ make('Refresh', <><path d="M19.5 12a7.5 7.5 0 1 1-2.2-5.3" /><path d="M19.5 4.5v4h-4" /></>);
export const MusicIcon = /* @__PURE__ */ make('Music', <><path d="M9 17.5V6l10.5-2v11.5" /><circle cx="6.5" cy="17.5" r="2.5" /><circle cx="17" cy="15.5" r="2.5" /></>);
export const UndoIcon = /* @__PURE__ */ make('Undo', <><path d="M9 14.5L4.5 10 9 5.5" /><path d="M4.5 10h10a5 5 0 0 1 0 10h-3" /></>);
export const RedoIcon = /* @__PURE__ */ make('Redo', <><path d="M15 14.5l4.5-4.5L15 5.5" /><path d="M19.5 10h-10a5 5 0 0 0 0 10h3" /></>);
export const UploadIcon = /* @__PURE__ */ make('Upload', <path d="M12 16V5M7.5 9.5L12 5l4.5 4.5M4.5 19.5h15" />);
