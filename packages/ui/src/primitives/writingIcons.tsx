// Icons of the AI writing pages (issue 15), in the same 24 × 24 line style as icons.tsx.
import { make } from './icons';

export const CopyIcon = /* @__PURE__ */ make('Copy', <><rect x="8.5" y="8.5" width="11" height="11" rx="2" /><path d="M15.5 8.5V6a1.5 1.5 0 0 0-1.5-1.5H6A1.5 1.5 0 0 0 4.5 6v8A1.5 1.5 0 0 0 6 15.5h2.5" /></>);
export const SendIcon = /* @__PURE__ */ make('Send', <path d="M4.5 12L20 4.5 14.5 20l-3-6.5zM11.5 13.5L20 4.5" />);
export const ChatIcon = /* @__PURE__ */ make('Chat', <><path d="M4.5 6.5a2 2 0 0 1 2-2h11a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H10l-4.5 3.5V16.5h1a2 2 0 0 1-2-2z" /><path d="M8.5 9.5h7M8.5 12.5h4.5" /></>);
export const TranslateIcon = /* @__PURE__ */ make('Translate', <><path d="M4 6h9M8.5 4v2M11 6c-.8 3.8-3.3 6.6-6.5 8" /><path d="M6.5 9.5c1 1.8 2.6 3.3 4.5 4.3" /><path d="M12.5 20l3.8-9 3.7 9M13.8 17h5" /></>);
export const PenIcon = /* @__PURE__ */ make('Pen', <><path d="M4.5 19.5l1-4.5L15.5 5a2.1 2.1 0 0 1 3 3L8.5 18.5z" /><path d="M13 20h6.5" /></>);
export const BookIcon = /* @__PURE__ */ make('Book', <><path d="M5 4.5h10.5a2 2 0 0 1 2 2v13H7a2 2 0 0 1-2-2z" /><path d="M5 17.5a2 2 0 0 1 2-2h10.5M9 8.5h5" /></>);
export const BulbIcon = /* @__PURE__ */ make('Bulb', <><path d="M9 17.5h6M10 20.5h4" /><path d="M12 3.5a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2V17h5v-.6c0-.8.4-1.5 1-2A6 6 0 0 0 12 3.5z" /></>);
export const ExpandIcon = /* @__PURE__ */ make('Expand', <path d="M14.5 4.5h5v5M9.5 19.5h-5v-5M19.5 4.5l-6 6M4.5 19.5l6-6" />);
export const WaveIcon = /* @__PURE__ */ make('Wave', <path d="M3.5 12h2M7.5 8v8M11.5 5v14M15.5 8.5v7M19.5 11v2" />);
export const SettingsIcon = /* @__PURE__ */ make('Settings', <><circle cx="12" cy="12" r="3" /><path d="M12 3.5v2.2M12 18.3v2.2M3.5 12h2.2M18.3 12h2.2M6 6l1.6 1.6M16.4 16.4L18 18M6 18l1.6-1.6M16.4 7.6L18 6" /></>);

// The inspiration templates' icons (contract `gptTemplateIcons`).
export const VideoIcon = /* @__PURE__ */ make('Video', <><rect x="3.5" y="6" width="12.5" height="12" rx="2" /><path d="M16 10.5l4.5-2.5v8L16 13.5" /></>);
export const LiveIcon = /* @__PURE__ */ make('Live', <><rect x="3.5" y="7" width="17" height="12" rx="2" /><path d="M9 3.5L12 7l3-3.5" /><path d="M10.5 10.5v5l4-2.5z" /></>);
export const ProductIcon = /* @__PURE__ */ make('Product', <><path d="M12 3.5l8 4v9l-8 4-8-4v-9z" /><path d="M4 7.5l8 4 8-4M12 11.5v9" /></>);
export const NewsIcon = /* @__PURE__ */ make('News', <><rect x="3.5" y="5" width="14" height="14.5" rx="1.5" /><path d="M17.5 9h3v8.5a2 2 0 0 1-2 2M7 9h7M7 12.5h7M7 16h4" /></>);
export const CourseIcon = /* @__PURE__ */ make('Course', <><path d="M2.5 9L12 4.5 21.5 9 12 13.5z" /><path d="M6.5 11v5c1.5 1.7 3.3 2.5 5.5 2.5s4-.8 5.5-2.5v-5M21.5 9v5.5" /></>);
export const MegaphoneIcon = /* @__PURE__ */ make('Megaphone', <><path d="M4 10v4h3l8 4.5v-13L7 10z" /><path d="M18 9.5a3.5 3.5 0 0 1 0 5M7 14l1.5 5.5h2.5L10 15.5" /></>);
export const FestivalIcon = /* @__PURE__ */ make('Festival', <><path d="M12 3.5v2M6.5 6l1.4 1.4M17.5 6l-1.4 1.4" /><path d="M7.5 11.5a4.5 4.5 0 0 1 9 0c0 3.5-2 6-4.5 8-2.5-2-4.5-4.5-4.5-8z" /><path d="M12 19.5v2" /></>);
export const StoryIcon = /* @__PURE__ */ make('Story', <><path d="M18.5 14.5A7 7 0 1 1 9.5 5.5a5.5 5.5 0 0 0 9 9z" /><path d="M16 3.5l.5 1.5 1.5.5-1.5.5-.5 1.5-.5-1.5-1.5-.5 1.5-.5z" /></>);
export const BrandIcon = /* @__PURE__ */ make('Brand', <><path d="M4 20.5V9l8-5.5L20 9v11.5z" /><path d="M9.5 20.5v-6h5v6M8 10.5h.1M16 10.5h.1" /></>);
export const TravelIcon = /* @__PURE__ */ make('Travel', <><path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" /><circle cx="12" cy="10" r="2.5" /></>);
export const FoodIcon = /* @__PURE__ */ make('Food', <><path d="M4 12.5h16a8 8 0 0 1-16 0z" /><path d="M9 9.5c0-1.5 1-1.5 1-3s-1-1.5-1-3M14 9.5c0-1.5 1-1.5 1-3s-1-1.5-1-3" /></>);
export const PodcastIcon = /* @__PURE__ */ make('Podcast', <><path d="M4.5 14.5v-2.5a7.5 7.5 0 0 1 15 0v2.5" /><rect x="3.5" y="13.5" width="4" height="6" rx="1.5" /><rect x="16.5" y="13.5" width="4" height="6" rx="1.5" /></>);
export const GameIcon = /* @__PURE__ */ make('Game', <><path d="M7 7.5h10a4.5 4.5 0 0 1 4.4 5.4l-.8 4a2.5 2.5 0 0 1-4.3 1.2L14.5 16h-5l-1.8 2.1a2.5 2.5 0 0 1-4.3-1.2l-.8-4A4.5 4.5 0 0 1 7 7.5z" /><path d="M8 10.5v3M6.5 12h3M15.5 11.5h.1M17.5 13h.1" /></>);
export const HealthIcon = /* @__PURE__ */ make('Health', <><path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.3a4.3 4.3 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20z" /><path d="M9 12.5h2l1-2 1.5 4 1-2H16" /></>);
export const NoticeIcon = /* @__PURE__ */ make('Notice', <><path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2h-15z" /><path d="M10 20.5h4" /></>);
