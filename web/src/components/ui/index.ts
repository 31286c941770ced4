export { AccountZoneNote } from './AccountZoneNote';
export { ConfirmDialog } from './ConfirmDialog';
export { ButtonLink } from './ButtonLink';
export { BusyButton } from './BusyButton';
export { Clamped } from './Clamped';
export { CopyButton } from './CopyButton';
export { DataTable, type Column, type SortOrder } from './DataTable';
export { Dialog, NoticeDialog } from './Dialog';
export { DropdownMenu, type MenuAction } from './DropdownMenu';
export { EmailAddress } from './EmailAddress';
export { EmptyState } from './EmptyState';
export { InlineConfirm } from './InlineConfirm';
export { ErrorState } from './ErrorState';
export { LoadProblem } from './LoadProblem';
export { PageSection } from './PageSection';
export { Page } from './Page';
export { Pager } from './Pager';
export { QrCode } from './QrCode';
export { SearchField } from './SearchField';
export { Skeleton } from './Skeleton';
export { TableHead } from './TableHead';
export { StatusBadge, type BadgeTone } from './StatusBadge';
export {
  SyncNowButton,
  SyncReport,
  type SyncRecord,
  type SyncReportWords,
  useSyncWatch,
} from './SyncReport';
