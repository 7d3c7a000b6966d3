export { Box, splitAtoms } from './Box';
export type { BoxProps } from './Box';
export { Stack, Inline, stackAligns } from './Stack';
export type { StackProps, InlineProps } from './Stack';
export { Text, Heading, textSizes, textTones, textWeights, headingLevels } from './Text';
export type { TextProps, HeadingProps } from './Text';
export { Button, IconButton, CountdownButton, buttonVariants, buttonSizes } from './Button';
export type { ButtonProps, IconButtonProps, CountdownButtonProps, ButtonVariant, ButtonSize } from './Button';
export { Input, Textarea, Field } from './Input';
export type { InputProps, TextareaProps, FieldProps } from './Input';
export { Dialog } from './Dialog';
export type { DialogContentProps, DialogRootProps } from './Dialog';
export { Tabs, tabsVariants } from './Tabs';
export type { TabsListProps } from './Tabs';
export { Popover, HoverCard, Tooltip } from './Popover';
export type { PopoverContentProps, HoverCardContentProps, TooltipProps } from './Popover';
export { DropdownMenu } from './Menu';
export type { DropdownMenuItemProps } from './Menu';
export { Toaster } from './Toast';
export type { ToasterProps } from './Toast';
export { toast, toastStore, toastTones, TOAST_DURATION, TOAST_LIMIT } from './toastStore';
export type { ToastItem, ToastTone, ToastOptions } from './toastStore';
export { Avatar, avatarSizes } from './Avatar';
export type { AvatarProps } from './Avatar';
export { Badge, Card, Empty, badgeTones } from './Badge';
export type { BadgeProps, CardProps, EmptyProps } from './Badge';
export { Carousel } from './Carousel';
export type { CarouselProps } from './Carousel';
export { Spinner } from './Spinner';
export type { SpinnerProps } from './Spinner';
export {
  CloseIcon, ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon, CheckIcon, InfoIcon, SuccessIcon, WarningIcon, ErrorIcon,
  HelpIcon, FeedbackIcon, WechatIcon, GiftIcon, CrownIcon, UserIcon, LogoutIcon, FolderIcon, ReceiptIcon, MicIcon, UsersIcon,
  ToolsIcon, SparkleIcon, DownloadIcon, ArrowRightIcon, ClockIcon, PhoneIcon, InboxIcon, LockIcon, LinkIcon, StarIcon,
} from './icons';
export {
  PlayIcon, PauseIcon, StopIcon, HeartIcon, SearchIcon, PlusIcon, TrashIcon, EditIcon, RefreshIcon, MusicIcon, UndoIcon, RedoIcon, UploadIcon,
} from './studioIcons';
export type { IconProps } from './icons';
export { QrCode, qrPath } from './QrCode';
export type { QrCodeProps } from './QrCode';
export { navigateOnClick } from './navigation';
export type { NavItem, OnNavigate } from './navigation';
export { Slider } from './Slider';
export type { SliderProps } from './Slider';
export { Pagination, pagerItems } from './Pagination';
export type { PaginationProps } from './Pagination';
