/*
 * The design system: React Aria Components wrapped once, styled by plain CSS over the tokens in
 * theme.css. Importing this module loads the theme; set data-theme="dark" on <html> for dark mode.
 */
import './theme.css';

export { cx } from './utils';
export { MediaQueryAnswers, useMediaQuery, narrowScreen } from './useMediaQuery';
export * from './icons';
export { Label, Description, FieldError, type FieldLabelProps } from './Field';
export { Button, type ButtonProps, type ButtonVariant } from './Button';
export { Link, type LinkProps } from './Link';
export { TextField, type TextFieldProps } from './TextField';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { NumberField, type NumberFieldProps } from './NumberField';
export { SearchField, type SearchFieldProps } from './SearchField';
export { Popover, type PopoverProps } from './Popover';
export { ListBox, ListBoxItem, type ListBoxProps, type ListBoxItemProps } from './ListBox';
export { Select, SelectItem, type SelectProps } from './Select';
export { ComboBox, ComboBoxItem, type ComboBoxProps } from './ComboBox';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { CheckboxGroup, type CheckboxGroupProps } from './CheckboxGroup';
export { RadioGroup, Radio, type RadioGroupProps, type RadioProps } from './RadioGroup';
export { Switch, type SwitchProps } from './Switch';
export { Calendar, type CalendarProps } from './Calendar';
export { DatePicker, type DatePickerProps } from './DatePicker';
export { Form, FormActions, type FormProps } from './Form';
export { Modal, type ModalProps } from './Modal';
export { Dialog, DialogTrigger, type DialogProps } from './Dialog';
export { AlertDialog, type AlertDialogProps } from './AlertDialog';
export {
  Menu,
  MenuItem,
  MenuSection,
  MenuSeparator,
  MenuTrigger,
  SubmenuTrigger,
  type MenuProps,
  type MenuItemProps,
  type MenuSectionProps,
} from './Menu';
export { Tabs, TabList, Tab, TabPanel, type TabsProps, type TabListProps, type TabProps, type TabPanelProps } from './Tabs';
export {
  Table,
  TableHeader,
  Column,
  TableBody,
  Row,
  Cell,
  TableLoadMore,
  type TableProps,
  type TableHeaderProps,
  type ColumnProps,
  type TableBodyProps,
  type RowProps,
  type CellProps,
  type TableLoadMoreProps,
} from './Table';
export {
  StaticTable,
  StaticTableHeader,
  StaticColumn,
  StaticTableBody,
  StaticRow,
  StaticCell,
  type StaticTableProps,
  type StaticTableHeaderProps,
  type StaticTableBodyProps,
  type StaticCellProps,
} from './StaticTable';
export { GridList, GridListItem, type GridListProps, type GridListItemProps } from './GridList';
export { Breadcrumbs, Breadcrumb, type BreadcrumbsProps, type BreadcrumbProps } from './Breadcrumbs';
export { ToastRegion, type ToastRegionProps, type ToastItem, type ToastTone } from './ToastRegion';
export { ProgressBar, type ProgressBarProps } from './ProgressBar';
export { LoadingOverlay, type LoadingOverlayProps } from './LoadingOverlay';
export { OneTimeCodeField, type OneTimeCodeFieldProps } from './OneTimeCodeField';
export { StatCard, statCardTone, type StatCardProps } from './StatCard';
export { BarChart, type BarChartBar, type BarChartProps } from './BarChart';
export { TileCard, type TileCardProps } from './TileCard';
export { Banner, type BannerProps, type BannerTone } from './Banner';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { Card, type CardProps } from './Card';
export { TagGroup, Tag, type TagGroupProps, type TagProps } from './TagGroup';
export { FileUpload, formatFileSize, type FileUploadProps } from './FileUpload';
export { FileDropZone, type FileDropZoneProps } from './FileDropZone';
export { Main } from './Main';
export { DrawerLayout, Drawer, type DrawerLayoutProps, type DrawerProps } from './Drawer';
