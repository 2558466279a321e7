// Public API of @farmplate/design-system. Names here are what every app codes against: keep them stable.
// The light part lives in ./core.ts and is re-exported through the package's own specifier (never
// a relative path): the apps share '@farmplate/design-system/core' as a singleton of its own, so
// the toast context and every core component exist once, whichever entry a screen imports.
// A public page imports '@farmplate/design-system/core' (and /forms for a form, /dialogs for a
// dialog) and never loads the rest.
export * from '@farmplate/design-system/core';

// Form fields (react-final-form adapters), likewise an entry of their own
export * from '@farmplate/design-system/forms';

// Richer controls
export { Switch, type SwitchProps } from './form/Switch';
export { SelectMenu, type SelectMenuProps } from './form/SelectMenu';

// Dialogs, an entry of their own too
export * from '@farmplate/design-system/dialogs';

// Menus and overlays (Radix UI)
export { DropdownMenu, type DropdownMenuProps, type DropdownMenuItem } from './menu/DropdownMenu';
export { Tooltip, type TooltipProps } from './overlay/Tooltip';

// Data display of the dashboards (records, figures, people, statuses)
export { Avatar, initialOf, type AvatarProps } from './avatar/Avatar';
export { RoleBadge, StatusBadge, ROLE_TONES, statusLabel, type StatusBadgeProps } from './badge/StatusBadge';
export {
  RecordCard,
  RecordCardActions,
  RecordCardHeader,
  RecordCardTitle,
  type RecordCardTitleProps,
} from './layout/RecordCard';
export { StatCard, type StatCardProps } from './layout/StatCard';
export { PageHeader, type PageHeaderProps } from './layout/PageHeader';

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
export { SEARCH_DEBOUNCE_MS, useListSearch } from './table/useListSearch';

// Still exported for remotes built before useListSearch took every search (a shared singleton's
// export stays until a major version); lint keeps screens from importing it (docs/engineering.md).
export { useDebouncedValue } from './hooks/useDebouncedValue';
