import {
  Button as AriaButton,
  Calendar as AriaCalendar,
  CalendarCell,
  CalendarGrid,
  Heading,
  Text,
  composeRenderProps,
  type CalendarProps as AriaCalendarProps,
  type DateValue,
} from 'react-aria-components';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { cx } from './utils';
import './Calendar.css';

export interface CalendarProps<T extends DateValue> extends Omit<AriaCalendarProps<T>, 'children'> {
  errorMessage?: string;
}

/** A month grid; arrow keys move by day, Page Up/Down by month. */
export function Calendar<T extends DateValue>({ errorMessage, className, ...props }: CalendarProps<T>) {
  return (
    <AriaCalendar {...props} className={composeRenderProps(className, (c) => cx('ui-Calendar', c))}>
      <div className="ui-Calendar-header">
        <AriaButton slot="previous" className="ui-Calendar-nav">
          <ChevronLeftIcon />
        </AriaButton>
        <Heading className="ui-Calendar-heading" />
        <AriaButton slot="next" className="ui-Calendar-nav">
          <ChevronRightIcon />
        </AriaButton>
      </div>
      <CalendarGrid className="ui-Calendar-grid">
        {(date) => <CalendarCell date={date} className="ui-Calendar-cell" />}
      </CalendarGrid>
      {errorMessage && (
        <Text slot="errorMessage" className="ui-FieldError">
          {errorMessage}
        </Text>
      )}
    </AriaCalendar>
  );
}
