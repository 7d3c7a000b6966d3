// Public surface of @peiyin/ui: an explicit list of named exports (no `export *`).

// Theme
export { tokens, lightTokens, vars, lightTheme, atoms, atomsAt, breakpoints, media, referenceViewports, touchTarget } from './theme';
export type { ThemeTokens, Space, Atoms, ResponsiveAtoms, ScreenClass } from './theme';

// What a piece that shows server data reads (the page's query answers)
export { NOTHING_ASKED } from './query';
export type { QueryAnswer } from './query';

// Primitives
export {
  Box, splitAtoms, Stack, Inline, stackAligns, Text, Heading, textSizes, textTones, textWeights, headingLevels,
  Button, IconButton, CountdownButton, buttonVariants, buttonSizes, Input, Textarea, Field, Dialog, Tabs, tabsVariants,
  Popover, HoverCard, Tooltip, DropdownMenu, Toaster, toast, toastStore, toastTones, TOAST_DURATION, TOAST_LIMIT,
  Avatar, avatarSizes, Badge, Card, Empty, badgeTones, Carousel, Spinner,
  CloseIcon, ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon, CheckIcon, InfoIcon, SuccessIcon, WarningIcon, ErrorIcon,
  HelpIcon, FeedbackIcon, WechatIcon, GiftIcon, CrownIcon, UserIcon, LogoutIcon, FolderIcon, ReceiptIcon, MicIcon, UsersIcon,
  ToolsIcon, SparkleIcon, DownloadIcon, ArrowRightIcon, ClockIcon, PhoneIcon, InboxIcon, LockIcon, LinkIcon, StarIcon,
  PlayIcon, PauseIcon, StopIcon, HeartIcon, SearchIcon, PlusIcon, TrashIcon, EditIcon, RefreshIcon, MusicIcon, UndoIcon, RedoIcon, UploadIcon,
  QrCode, qrPath, navigateOnClick, Slider, Pagination, pagerItems,
} from './primitives';
export type {
  BoxProps, StackProps, InlineProps, TextProps, HeadingProps, ButtonProps, IconButtonProps, CountdownButtonProps,
  ButtonVariant, ButtonSize, InputProps, TextareaProps, FieldProps, DialogContentProps, DialogRootProps, TabsListProps,
  PopoverContentProps, HoverCardContentProps, TooltipProps, DropdownMenuItemProps, ToasterProps, ToastItem, ToastTone,
  ToastOptions, AvatarProps, BadgeProps, CardProps, EmptyProps, CarouselProps, SpinnerProps, IconProps, QrCodeProps,
  NavItem, OnNavigate, SliderProps, PaginationProps,
} from './primitives';
export { CirclePlayer } from './components/CirclePlayer';
export type { CirclePlayerProps } from './components/CirclePlayer';

// Assets
export { LogoMark } from './assets/LogoMark';
export { DefaultAvatarArt } from './assets/DefaultAvatarArt';
export { EmptyArt } from './assets/EmptyArt';

// Sign-in and account forms: pure validation with the spec's messages, SMS countdown rules
export {
  formMessages, successMessages, formLimits, PHONE_PATTERN, SMS_CODE_PATTERN, PASSWORD_PATTERN, EMAIL_PATTERN, hasErrors,
  validatePhone, validatePhoneForSms, validateSmsCode, validateLoginUsername, validateLoginPassword, validateCaptcha,
  validateFeedbackContent, validateFeedbackEmail, validateNickname, validateOldPassword, validateNewPassword,
  validateConfirmPassword, validateInviteCode, validatePasswordLoginForm, validateSmsLoginForm, validateWechatBindForm,
  validateFeedbackForm, validatePasswordForm, feedbackTypes, passwordFormVariants,
  SMS_CLICK_THROTTLE_MS, SMS_COUNTDOWN_BIND_SECONDS, SMS_COUNTDOWN_DEFAULT_SECONDS, SMS_COUNTDOWN_FALLBACK_SECONDS,
  SMS_RESUME_WINDOW_SECONDS, createClickThrottle, resolveCountdownSeconds, resumeSeconds, smsStorageKey,
  useSmsCountdown, useFormState, createMemoryStorage,
} from './forms';
export type {
  FieldError, FormErrors, PasswordLoginValues, SmsLoginValues, WechatBindValues, FeedbackType, FeedbackValues,
  PasswordFormVariant, PasswordFormValues, CountdownStorage, LastSmsRequest, SmsPurpose, SmsCountdown,
  UseSmsCountdownOptions, FormState,
} from './forms';

// Sign-in dialogs
export { LoginDialog, loginFlavours, loginTabs, readWxAuthMessage, wechatLoginStates } from './components/LoginDialog';
export type { LoginDialogProps, LoginFlavour, LoginTab, WechatLoginState, WxAuthQuery, WxLoginResult } from './components/LoginDialog';
export { CaptchaDialog, captchaImageStates } from './components/CaptchaDialog';
export type { CaptchaDialogProps, CaptchaImageState } from './components/CaptchaDialog';
export { WechatBindDialog } from './components/WechatBindDialog';
export type { WechatBindDialogProps, WxBindResult } from './components/WechatBindDialog';
export { SmsCodeButton, smsCodeButtonStates } from './components/SmsCodeButton';
export type { SmsCodeButtonProps, SmsCodeButtonState, SmsCodeResult } from './components/SmsCodeButton';

// Shell
export { Header, headerTabs, headerFlavours, userMenuItems } from './components/Header';
export type { HeaderProps, HeaderTab, HeaderTabKey, HeaderFlavour, HeaderUser, UserMenuItem, UserMenuKey } from './components/Header';
export { TopActivityBanner } from './components/TopActivityBanner';
export type { TopActivityBannerProps, TopActivity } from './components/TopActivityBanner';
export { RightToolbar } from './components/RightToolbar';
export type { RightToolbarProps, QrEntry } from './components/RightToolbar';
export { Footer } from './components/Footer';
export type { FooterProps } from './components/Footer';
export { activityBannerImage } from './assets/activityBanner';
export { FeedbackDialog, feedbackLimits, feedbackTypeLabels } from './components/FeedbackDialog';
export type { FeedbackDialogProps } from './components/FeedbackDialog';

// Account pages
export { ProfileForm, maskPhone } from './components/ProfileForm';
export type { ProfileFormProfile, ProfileFormProps } from './components/ProfileForm';
export { PasswordForm } from './components/PasswordForm';
export type { PasswordFormProps } from './components/PasswordForm';
export { InviterForm } from './components/InviterForm';
export type { InviterFormProps } from './components/InviterForm';

// Home
export { HomeBanner, homeBannerSlides } from './components/HomeBanner';
export type { HomeBannerProps, HomeBannerSlide, HomeBannerSlideKey } from './components/HomeBanner';
export { FeatureCards, features } from './components/FeatureCards';
export type { FeatureCardsProps, Feature, FeatureKey } from './components/FeatureCards';
export { StepsBar, dubbingSteps } from './components/StepsBar';
export type { StepsBarProps } from './components/StepsBar';
export { ReviewsCarousel, reviewSlides, REVIEWS_SHOWN, REVIEWS_PER_SLIDE } from './components/ReviewsCarousel';
export type { ReviewsCarouselProps, Review } from './components/ReviewsCarousel';
export { TryNowButton, tryNowTarget, DEFAULT_ANCHOR_ID } from './components/TryNowButton';
export type { TryNowButtonProps, TryNowTarget } from './components/TryNowButton';
export { AboutUs, agreementLinks, WORKING_HOURS } from './components/AboutUs';
export type { AboutUsProps } from './components/AboutUs';

// Pages
export { ComingSoon } from './components/ComingSoon';
export type { ComingSoonProps } from './components/ComingSoon';
export { StaticPage } from './components/StaticPage';
export type { StaticPageProps, StaticSection } from './components/StaticPage';
export { AccountLayout, accountMenu } from './components/AccountLayout';
export type { AccountLayoutProps, AccountMenuKey } from './components/AccountLayout';
export { PageLayout } from './components/PageLayout';
export type { PageLayoutProps } from './components/PageLayout';

// Catalogue: the anchors page and the anchor pickers
export type { Voice } from './voice';
export { AnchorFilters, anchorFilterRows, defaultAnchorCondition, SEARCH_BLANK_MESSAGE } from './components/AnchorFilters';
export type { AnchorFiltersProps, AnchorFilterOptions, AnchorCondition, AnchorTag, AnchorFilterRow } from './components/AnchorFilters';
export { AnchorCard, anchorBadges, isCustomAnchor, useServerFavorite } from './components/AnchorCard';
export type { AnchorCardProps, AnchorCardData, AnchorBadge } from './components/AnchorCard';
export { AnchorGrid, anchorGridStates, anchorKey } from './components/AnchorGrid';
export type { AnchorGridProps, AnchorGridState } from './components/AnchorGrid';
export { AnchorDetailDialog } from './components/AnchorDetailDialog';
export type { AnchorDetailDialogProps, AnchorDetailData, EmotionTemplateData, AnchorRoleData } from './components/AnchorDetailDialog';
export {
  AnchorPicker, ANCHOR_PICKER_PAGE_SIZE, ANCHOR_PICKER_PITCH, voicePickerTabs, pickerMessages, CUSTOM_ANCHOR_SORT, NO_ROLE, showsEmotions, showsRoles,
} from './components/AnchorPicker';
export type {
  AnchorPickerProps, VoiceQuery, AnchorPage, AnchorRef, BoundVoice, VoiceChoice, VoicePickerData, VoicePickerTab,
} from './components/AnchorPicker';
export { MultiVoicePicker, MULTI_VOICE_PAGE_SIZE, MULTI_VOICE_PITCH } from './components/MultiVoicePicker';
export type { MultiVoicePickerProps } from './components/MultiVoicePicker';

// Custom anchors
export { Drawer, drawerSides } from './components/Drawer';
export type { DrawerProps, DrawerSide } from './components/Drawer';
export { CustomAnchorDetail } from './components/CustomAnchorDetail';
export type { CustomAnchorDetailProps, CustomAnchorDetailData } from './components/CustomAnchorDetail';
export {
  CustomAnchorEditDrawer,
  customAnchorLimits,
  validateCustomAnchorEdit,
  validateTemplateSaveForm,
  validateCustomAnchorText,
  formatPitch,
  clipAuditionText,
} from './components/CustomAnchorEditDrawer';
export type {
  CustomAnchorEditDrawerProps,
  CustomAnchorEditSubject,
  CustomAnchorEditValues,
  AuditionNotice,
  TemplateSaveValues,
} from './components/CustomAnchorEditDrawer';
export { TemplateSaveDialog } from './components/TemplateSaveDialog';
export type { TemplateSaveDialogProps, TemplateSaveVoice } from './components/TemplateSaveDialog';

// Sample gallery and creation center
export { SceneTabs, ALL_SCENES } from './components/SceneTabs';
export type { SceneTabsProps, SampleScene } from './components/SceneTabs';
export { SampleCard, SampleGrid, sampleVoiceLabel } from './components/SampleCard';
export type { SampleCardProps, SampleGridProps, GallerySample } from './components/SampleCard';
export { SampleDetailDialog } from './components/SampleDetailDialog';
export type { SampleDetailDialogProps } from './components/SampleDetailDialog';
export { ConfirmDialog, confirmDialogTones } from './components/ConfirmDialog';
export type { ConfirmDialogProps, ConfirmDialogTone } from './components/ConfirmDialog';
export {
  TaskList, TASKS_PAGE_SIZE, RefreshButton, REFRESH_COOLDOWN_MS, taskStatusTone, taskStatusTones, isTaskPending,
} from './components/TaskList';
export type { TaskListProps, TaskListItem, RefreshButtonProps, TaskStatusTone } from './components/TaskList';
export { TaskCard } from './components/TaskList';
export type { TaskCardProps } from './components/TaskList';
export { AudioScrubber, audioScrubberStates } from './components/AudioScrubber';
export type { AudioScrubberProps, AudioScrubberHandle, AudioScrubberState } from './components/AudioScrubber';
export { DraftList, DRAFTS_PAGE_SIZE } from './components/DraftList';
export type { DraftListProps, DraftListItem } from './components/DraftList';

// AI drawing
export {
  DrawForm, canGenerate, checkReferenceFile, defaultDrawFormValues, drawFormLimits, drawFormMessages, drawRefModeLabels, drawRefModes,
  drawTaskInput, validateDrawForm,
} from './components/DrawForm';
export type { DrawFormProps, DrawFormErrors, DrawFormValues, DrawReference, DrawRefMode, DrawSizeChoice, DrawStyleChoice } from './components/DrawForm';
export {
  DrawTaskCard, DrawImagePreview, CoverIcon, ZoomIcon, canRegenerate, drawTaskState, drawTaskStates, isDrawTaskPending, parseDrawSize, ratioName,
  tileWidth,
} from './components/DrawTaskCard';
export type { DrawTaskCardProps, DrawImagePreviewProps, DrawTaskData, DrawTaskState } from './components/DrawTaskCard';
export { DrawCoverDialog } from './components/DrawCoverDialog';
export type { DrawCoverChoice, DrawCoverDialogProps, DrawCoverTarget } from './components/DrawCoverDialog';

// The speech-markup editor
export {
  SsmlEditor,
  ssmlEditorClass,
  ssmlViewPlugins,
  isSsmlViewPlugin,
  setPlaceholder,
  plainTextOf,
  chipContent,
  wrapperLabel,
  formatBreak,
  MARKUP_KINDS,
  markupTones,
  isMarkupKind,
  readingMarks,
  readingTargetAt,
  readingLabel,
  polyphoneLabel,
} from './components/SsmlEditor';
export type {
  SsmlEditorHandle,
  SsmlEditorProps,
  SsmlViewPluginOptions,
  ChipTarget,
  ChipContent,
  MarkupKind,
  MarkupTone,
  ReadingTarget,
  ReadingMarksOptions,
} from './components/SsmlEditor';
export { WorkTitle } from './components/WorkTitle';
export type { WorkTitleProps } from './components/WorkTitle';
export { EditorFooter, editorFooterStates, formatSaveTime, polyphoneCountLabel } from './components/EditorFooter';
export type { EditorFooterProps, EditorFooterState } from './components/EditorFooter';
export { SentenceTimeline, formatStart, sentenceStates, timelineSources } from './components/SentenceTimeline';
export type { SentenceTimelineProps, TimelineSentence, SentenceState, TimelineSource } from './components/SentenceTimeline';
export { AuditionTransport } from './components/AuditionTransport';
export type { AuditionTransportProps } from './components/AuditionTransport';
export { VoicePanel, VoiceSheet } from './components/VoicePanel';
export type { VoicePanelProps, VoiceSheetProps } from './components/VoicePanel';
export { EditorPhoneNotice } from './components/EditorPhoneNotice';
export type { EditorPhoneNoticeProps } from './components/EditorPhoneNotice';
export { EditorWorkspace } from './components/EditorWorkspace';
export type { EditorWorkspaceProps } from './components/EditorWorkspace';
export { UnsavedCopyBanner, formatCopyTime } from './components/UnsavedCopyBanner';
export type { UnsavedCopyBannerProps } from './components/UnsavedCopyBanner';

// Editor toolbar, markup pop-ups and voice menus
export { MarkupPopover, MarkupPopoverBody, targetMatches, POPOVER_RECLICK_DELAY_MS, MarkupPanel, markupKinds, markupKindNames } from './components/MarkupPopover';
export type { MarkupPopoverProps, MarkupTarget, MarkupPanelProps, EditorCommandProps, MarkupEditProps } from './components/MarkupPopover';
export { PronunciationPopover, pinyinTones, wordEntryAt } from './components/PronunciationPopover';
export type { PronunciationPopoverProps } from './components/PronunciationPopover';
export { AliasPopover, ALIAS_EXAMPLE } from './components/AliasPopover';
export type { AliasPopoverProps } from './components/AliasPopover';
export { NumberReadingPopover, AUTOMATIC_READING_LABEL } from './components/NumberReadingPopover';
export type { NumberReadingPopoverProps } from './components/NumberReadingPopover';
export { PronunciationDictionary } from './components/PronunciationDictionary';
export type { PronunciationDictionaryProps, DictionaryEntry, DictionaryEntryInput } from './components/PronunciationDictionary';
export { PronunciationFiles } from './components/PronunciationFiles';
export type { PronunciationFilesProps, DictionaryImportResult, DictionaryImportProblem } from './components/PronunciationFiles';
export { ReadingPopover, ReadingPopoverBody, readingPopupOf, readingPopups } from './components/ReadingPopover';
export type { ReadingPopoverProps, ReadingPopup } from './components/ReadingPopover';
export { WordReadingPopover, wordReadingOptions } from './components/WordReadingPopover';
export type { WordReadingPopoverProps } from './components/WordReadingPopover';
export { LocalPitchPopover, LOCAL_PITCH_DEFAULTS, subPitchAt } from './components/LocalPitchPopover';
export type { LocalPitchPopoverProps } from './components/LocalPitchPopover';
export { BreakMenu, breakInputToMs } from './components/BreakMenu';
export type { BreakMenuProps } from './components/BreakMenu';
export { ContinuousReading } from './components/ContinuousReading';
export type { ContinuousReadingProps } from './components/ContinuousReading';
export { SoundEffectMenu } from './components/SoundEffectMenu';
export type { SoundEffectMenuProps, SoundEffect, SoundStyle } from './components/SoundEffectMenu';
export { EmotionMenu, applyTemplate, TEMPLATE_DEFAULT_VOLUME } from './components/EmotionMenu';
export type { EmotionMenuProps, EmotionMenuTemplate, TemplateChoice } from './components/EmotionMenu';
export { RoleMenu } from './components/RoleMenu';
export type { RoleMenuProps, RoleMenuRole } from './components/RoleMenu';
export { BgmMenu, BGM_PAGE_SIZE, BGM_REQUIRED } from './components/BgmMenu';
export type { BgmMenuProps, BgmTrack, BgmPage } from './components/BgmMenu';
export { PitchMenu, VOICE_PROSODY_DEFAULTS } from './components/PitchMenu';
export type { PitchMenuProps, VoiceProsody } from './components/PitchMenu';
export { PunctuationPauseMenu } from './components/PunctuationPauseMenu';
export type { PunctuationPauseMenuProps } from './components/PunctuationPauseMenu';
export { AuditionButton } from './components/AuditionButton';
export type { AuditionButtonProps } from './components/AuditionButton';
export { EditorToolbar, toolbarPopups, TOOLTIP_DELAY_MS, MENU_TIP_DELAY_MS } from './components/EditorToolbar';
export type { EditorToolbarProps, EditorVoice, ToolbarPopup } from './components/EditorToolbar';

// Membership and payment
export { PayTabs, PayQrCode, PaymentsTicker, PaySuccess, payQrStates, payDevices, payMethodNames, formatYuan, QR_EXPIRED_TEXT, SANDBOX_NOTICE, PAYMENT_OFF_TEXT, PAYMENT_OFF_EXPLANATION, SELECT_PRODUCT_TEXT, TICKER_INTERVAL_MS } from './components/PayTabs';
export type { PayTabsProps, PayQrCodeProps, PaymentsTickerProps, PaySuccessProps, PayOrderView, PayQrState, PayDevice } from './components/PayTabs';
export { VipDialog, ProductCards, formatDate, membershipStatusText } from './components/VipDialog';
export type { VipDialogProps, ProductCardsProps, MembershipProduct, MembershipStatus, LevelPrivileges, MembershipPayProps } from './components/VipDialog';
export { PayPanel, PAY_PANEL_WIDTH } from './components/PayPanel';
export type { PayPanelProps } from './components/PayPanel';
export { ApiKeyManager, apiKeyScopeOptions } from './components/ApiKeyManager';
export type { ApiKeyManagerProps, ApiKeyItem, ApiKeyUsageInfo, ApiKeyScopeValue } from './components/ApiKeyManager';
export { TradeFlowList } from './components/TradeFlowList';
export type { TradeFlowListProps, TradeFlowRecord } from './components/TradeFlowList';
export { InvitePanel } from './components/InvitePanel';
export type { InvitePanelProps, InviteSummaryView } from './components/InvitePanel';
export { Markdown, markdownToScript } from './components/Markdown';
export type { MarkdownProps } from './components/Markdown';
export { CopyButton, copyText, copyMessages } from './components/CopyButton';
export type { CopyButtonProps, CopyOutcome } from './components/CopyButton';
export { ChatComposer, CHAT_INPUT_MAX, QuestionDialog, WritingSetupNotice } from './components/ChatComposer';
export type { ChatComposerProps, QuestionDialogProps, WritingSetupNoticeProps } from './components/ChatComposer';
export { ChatMessageList, chatMessageStates } from './components/ChatMessageList';
export type { ChatMessageListProps, ChatMessageItem, ChatMessageState } from './components/ChatMessageList';
export { WritingSidebar, writingModes, writingServiceMenu } from './components/WritingSidebar';
export type { WritingSidebarProps, WritingMode, WritingServiceId, WritingConversation } from './components/WritingSidebar';
export { WritingFrame } from './components/WritingFrame';
export type { WritingFrameProps } from './components/WritingFrame';
export { PromptCard, PromptGrid, PROMPTS_PAGE_SIZE } from './components/PromptLibrary';
export type { PromptCardProps, PromptGridProps, PromptItem, PromptLanguage } from './components/PromptLibrary';
export { InspirationCard, InspirationGrid, InspirationApply, INSPIRATION_INPUT_MAX, TemplateIcon, WritingOutput, writingOutputStates } from './components/Inspiration';
export type { InspirationCardProps, InspirationGridProps, InspirationApplyProps, InspirationTemplate, WritingOutputProps, WritingOutputState } from './components/Inspiration';
export { RewriteTool, REWRITE_INPUT_MAX } from './components/RewriteTool';
export type { RewriteToolProps } from './components/RewriteTool';
// Smart tools
export { ToolsLayout, toolsMenu, ImageIcon, CopyIcon, FileAudioIcon } from './components/ToolsLayout';
export type { ToolsLayoutProps, ToolKey } from './components/ToolsLayout';
export { FileDrop, fileDropStates } from './components/FileDrop';
export type { FileDropProps, FileDropState } from './components/FileDrop';
export { TextResult } from './components/TextResult';
export type { TextResultProps } from './components/TextResult';
export { AsrTaskList, formatClock } from './components/AsrTaskList';
export type { AsrTaskListProps, AsrTaskRow } from './components/AsrTaskList';
export { TimedDubbing, timedDubbingStates } from './components/TimedDubbing';
export type { TimedCue, TimedDubbingProps, TimedDubbingReport } from './components/TimedDubbing';
export { Transcript, sentenceAt } from './components/Transcript';
export type { TranscriptProps, TranscriptSentence } from './components/Transcript';
export { TranscriptEditor, canSplit, editSentence, mergeWithNext, splitSentence } from './components/TranscriptEditor';
export type { TranscriptEditorProps } from './components/TranscriptEditor';
export { ToolsHub, toolsHubCards } from './components/ToolsHub';
export type { ToolsHubProps, ToolsHubKey } from './components/ToolsHub';
