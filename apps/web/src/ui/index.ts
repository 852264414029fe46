export { ClosedSelectField } from './ClosedSelectField';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export type { ConfirmAction, ConfirmExtraAction } from './ConfirmDialogBody';
export { type ConfirmOptions, confirm } from './confirm';
export { DataNotFound } from './DataNotFound';
export { DateRangePicker } from './DateRangePicker';
export { DepartmentSwitcher } from './DepartmentSwitcher';
export { Dialog, dialogClassNames } from './Dialog';
export { DialogActions } from './DialogActions';
export { DataTable, type DataTableProps } from './data-table/DataTable';
export { SelectionBar } from './data-table/SelectionBar';
export type { DataTableColumn, DataTableRowActions } from './data-table/types';
export { type RowSelection, useRowSelection } from './data-table/use-row-selection';
export {
  type ListFilters,
  type ListPaging,
  type ListSort,
  type ServerList,
  type ServerListOptions,
  searchDebounceMs,
  useServerList,
} from './data-table/use-server-list';
export {
  type DateRangeSelection,
  defaultReportWindow,
  formatSelection,
  isRecentTimePreset,
  reportsFilterSelection,
  todaySelection,
} from './date-range-values';
export { EmptyState, type EmptyStateProps, type EmptyStateVariant } from './EmptyState';
export { EnabledBadge } from './EnabledBadge';
export { ErrorBoundary } from './ErrorBoundary';
export { ErrorFallback } from './ErrorFallback';
export { FullPageLoader } from './FullPageLoader';
export { LanguageMenu } from './LanguageMenu';
export { type LinkTab, LinkTabs } from './LinkTabs';
export { formatLabDate, formatLabDateTime } from './lab-date';
export { LoadOnClick, useOpenedOnLoad } from './load-on-click';
export { NotFoundPage } from './NotFoundPage';
export { type CalendarDays, OptionalDateRange } from './OptionalDateRange';
export { PageHeader } from './PageHeader';
export { ReasonDialog, type ReasonDialogProps } from './ReasonDialog';
export { RefusalAlert } from './RefusalAlert';
export { SearchInput } from './SearchInput';
export { TableSkeleton } from './TableSkeleton';
export { showError, showInfo, showPermissionError, showSuccess } from './toast';
export { UserText } from './UserText';
export { useDateRangeLabels } from './use-date-range-labels';
