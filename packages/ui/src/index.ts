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
} from './primitives';
export type {
  BoxProps, StackProps, InlineProps, TextProps, HeadingProps, ButtonProps, IconButtonProps, CountdownButtonProps,
  ButtonVariant, ButtonSize, InputProps, TextareaProps, FieldProps, DialogContentProps, DialogRootProps, TabsListProps,
  PopoverContentProps, HoverCardContentProps, TooltipProps, DropdownMenuItemProps, ToasterProps, ToastItem, ToastTone,
  ToastOptions, AvatarProps, BadgeProps, CardProps, EmptyProps, CarouselProps, SpinnerProps, IconProps,
} from './primitives';

// Assets
export { LogoMark } from './assets/LogoMark';
export { DefaultAvatarArt } from './assets/DefaultAvatarArt';
export { EmptyArt } from './assets/EmptyArt';
