// Public API of @farmplate/design-system. Names here are what every app codes against: keep them stable.

// Theme
export {
  theme,
  STATUS_COLORS,
  STATUS_TONES,
  type FarmPlateTheme,
  type Status,
  type Tone,
  type TonePair,
} from './theme/theme';
export { contrastRatio } from './theme/contrast';
export { GlobalStyle } from './theme/GlobalStyle';
export { FarmPlateThemeProvider } from './theme/FarmPlateThemeProvider';

// Buttons
export { Button, type ButtonProps } from './button/Button';
export { LinkButton, type LinkButtonProps } from './button/LinkButton';
export type { ButtonSize, ButtonVariant } from './button/buttonStyles';

// Form controls and react-final-form adapters
export {
  Input,
  TextArea,
  Select,
  Label,
  FieldError,
  FieldHint,
  type SelectOption,
  type SelectProps,
  type FieldErrorProps,
} from './form/controls';
export { SearchInput, type SearchInputProps } from './form/SearchInput';
export {
  TextField,
  TextAreaField,
  SelectField,
  type TextFieldProps,
  type TextAreaFieldProps,
  type SelectFieldProps,
} from './form/fields';
export { CheckboxField, ToggleField, type CheckboxFieldProps, type ToggleFieldProps } from './form/choiceFields';
export { ImageField, IMAGE_TYPES, type ImageFieldProps, type ImageFieldMessages } from './form/ImageField';
export { visibleError } from './form/fieldState';
export { Switch, type SwitchProps } from './form/Switch';
export { SelectMenu, type SelectMenuProps } from './form/SelectMenu';
export { PasswordChangeFields, type PasswordChangeFieldsProps } from './form/PasswordChangeFields';

// Dialogs
export { Modal, Dialog, type ModalProps, type DialogProps } from './dialog/Modal';
export { ConfirmDialog, type ConfirmDialogProps } from './dialog/ConfirmDialog';
export { AlertDialog, type AlertDialogProps } from './dialog/AlertDialog';
export type { DialogSize } from './dialog/DialogFrame';

// Menus and overlays (Radix UI)
export { DropdownMenu, type DropdownMenuProps, type DropdownMenuItem } from './menu/DropdownMenu';
export { Tooltip, type TooltipProps } from './overlay/Tooltip';

// Feedback
export { ToastProvider, useToast, type ToastApi } from './feedback/ToastProvider';
export { Banner, type BannerProps } from './feedback/Banner';
export { NOTICE_AUTO_HIDE_MS, type NoticeType } from './feedback/notice';
export { Spinner, type SpinnerProps } from './feedback/Spinner';

// Data display
export { Pagination, type PaginationProps } from './data/Pagination';
export { Tabs, type TabItem, type TabsProps } from './data/Tabs';
export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSort,
  type DataTablePage,
} from './table/DataTable';
export {
  useListState,
  useUrlState,
  parseSort,
  formatSort,
  type ListDefaults,
  type ListState,
  type ListStateUpdateOptions,
} from './table/useListState';
export {
  Badge,
  RoleBadge,
  StatusBadge,
  ROLE_TONES,
  statusLabel,
  type BadgeProps,
  type StatusBadgeProps,
} from './badge/Badge';
export { Avatar, initialOf, type AvatarProps } from './avatar/Avatar';
export { Chip, ChipGroup, type ChipProps, type ChipGroupProps } from './chip/Chip';
export { Carousel, type CarouselProps } from './carousel/Carousel';
export { useCarousel, usePrefersReducedMotion, type CarouselState } from './carousel/useCarousel';

// Layout
export {
  Card,
  RecordCard,
  RecordCardActions,
  RecordCardHeader,
  RecordCardTitle,
  StatCard,
  type RecordCardTitleProps,
  type StatCardProps,
} from './layout/Card';
export { EmptyState, type EmptyStateProps } from './layout/EmptyState';
export { FactList } from './layout/FactList';
export { PageHeader, type PageHeaderProps } from './layout/PageHeader';
export { Stack, Grid, type StackProps, type GridProps, type GridColumns } from './layout/Stack';
export { VisuallyHidden } from './layout/VisuallyHidden';
