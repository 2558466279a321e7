// @farmplate/design-system/core: the light entry. What the public pages and the shell's first
// screen need (theme and provider, buttons and links, plain controls, feedback, layout, cards,
// badges, chips, carousel) and nothing that pulls a heavy library: no Radix dialogs, menus,
// selects, tabs or tooltips, no @tanstack/react-table, no react-final-form adapters. Nor what only
// the dashboards show (record and figure cards, avatars, role and status badges, page headers):
// the full entry has those.
// Every app shares it as its own singleton; the full entry re-exports it through this package
// specifier, so each module here (the toast context above all) exists once at run time.

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
export { GlobalStyle } from './theme/GlobalStyle';
export { FarmPlateThemeProvider } from './theme/FarmPlateThemeProvider';

// Buttons (and their styles, for controls of the full entry that look like buttons)
export { Button, type ButtonProps } from './button/Button';
export { LinkButton, type LinkButtonProps } from './button/LinkButton';
export { buttonStyles, type ButtonSize, type ButtonVariant, type ButtonStyleProps } from './button/buttonStyles';

// Plain form controls (the react-final-form adapters are in the full entry)
export {
  controlStyles,
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

// Feedback
export { ToastProvider, useToast, type ToastApi } from './feedback/ToastProvider';
export { Banner, type BannerProps } from './feedback/Banner';
export { NOTICE_AUTO_HIDE_MS, type NoticeType } from './feedback/notice';
export { Spinner, type SpinnerProps } from './feedback/Spinner';

// Data display
export { Badge, type BadgeProps } from './badge/Badge';
export { Chip, ChipGroup, type ChipProps, type ChipGroupProps } from './chip/Chip';
export { Carousel, type CarouselProps } from './carousel/Carousel';
export { useCarousel, usePrefersReducedMotion, type CarouselState } from './carousel/useCarousel';

// Layout
export { Card } from './layout/Card';
export { EmptyState, type EmptyStateProps } from './layout/EmptyState';
export { FactList } from './layout/FactList';
export { Stack, Grid, type StackProps, type GridProps, type GridColumns } from './layout/Stack';
export { VisuallyHidden } from './layout/VisuallyHidden';

// Navigation of a part hydrated without the app
export { FullLoadRouter } from './navigation/FullLoadRouter';
