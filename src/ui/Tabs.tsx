import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  composeRenderProps,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import { cx } from './utils';
import './Tabs.css';

export type TabsProps = AriaTabsProps;

/** Tabs: arrow keys move between tabs, Tab moves into the panel. */
export function Tabs({ className, ...props }: TabsProps) {
  return <AriaTabs {...props} className={composeRenderProps(className, (c) => cx('ui-Tabs', c))} />;
}

export type TabListProps<T> = AriaTabListProps<T>;

export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <AriaTabList {...props} className={composeRenderProps(className, (c) => cx('ui-TabList', c))} />;
}

export type TabProps = AriaTabProps;

export function Tab({ className, ...props }: TabProps) {
  return <AriaTab {...props} className={composeRenderProps(className, (c) => cx('ui-Tab', c))} />;
}

export type TabPanelProps = AriaTabPanelProps;

export function TabPanel({ className, ...props }: TabPanelProps) {
  return <AriaTabPanel {...props} className={composeRenderProps(className, (c) => cx('ui-TabPanel', c))} />;
}
