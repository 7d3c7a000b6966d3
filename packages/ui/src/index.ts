// Public surface of @peiyin/ui: an explicit list of named exports (no `export *`).

// Theme
export { tokens, lightTokens, vars, lightTheme, atoms } from './theme';
export type { ThemeTokens, Space, Atoms } from './theme';

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

// Dubbing journey areas: each area keeps its explicit export list in its own file.
export * from './catalogue.ts';
export * from './customAnchors.ts';
export * from './gallery.ts';
export * from './editor.ts';
export * from './editorMenus.ts';
