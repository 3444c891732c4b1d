import { getLocalTimeZone, today } from '@internationalized/date';
import {
  Button as AriaButton,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog as AriaDialog,
  Group,
  composeRenderProps,
  type DatePickerProps as AriaDatePickerProps,
  type DateValue,
} from 'react-aria-components';
import { Calendar } from './Calendar';
import { Description, FieldError, Label, type FieldLabelProps } from './Field';
import { CalendarIcon } from './icons';
import { Popover } from './Popover';
import { cx } from './utils';
import './DatePicker.css';

export interface DatePickerProps<T extends DateValue> extends AriaDatePickerProps<T>, FieldLabelProps {
  /**
   * Forbid dates after today (date of birth, SPEC section 5); combines with `maxValue`,
   * keeping the earlier of the two.
   */
  disallowFuture?: boolean;
  /** Forbid dates before today (the "future dates only" picker); combines with `minValue`. */
  disallowPast?: boolean;
}

function earlier(a: DateValue | null | undefined, b: DateValue): DateValue {
  return a && a.compare(b) < 0 ? a : b;
}

function later(a: DateValue | null | undefined, b: DateValue): DateValue {
  return a && a.compare(b) > 0 ? a : b;
}

/**
 * A date field with a calendar popover. Segments are typed by keyboard in the locale's order
 * (day-month-year under the app's en-NG locale) and shown as DD-MM-YYYY, the portal's date format; the button opens
 * the calendar.
 */
export function DatePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  disallowFuture,
  disallowPast,
  minValue,
  maxValue,
  className,
  ...props
}: DatePickerProps<T>) {
  const now = disallowFuture || disallowPast ? today(getLocalTimeZone()) : null;
  const max = now && disallowFuture ? earlier(maxValue, now) : maxValue;
  const min = now && disallowPast ? later(minValue, now) : minValue;
  return (
    <AriaDatePicker
      {...props}
      minValue={min}
      maxValue={max}
      className={composeRenderProps(className, (c) => cx('ui-Field', 'ui-DatePicker', c))}
    >
      {label && <Label>{label}</Label>}
      <Group className="ui-InputGroup ui-DatePicker-group">
        <DateInput className="ui-DateInput">
          {(segment) => (
            <DateSegment segment={segment} className="ui-DateSegment">
              {/* en-NG writes dd/mm/yyyy; every list and download writes DD-MM-YYYY, so the field does too. */}
              {segment.type === 'literal' ? '-' : segment.isPlaceholder ? segment.placeholder.toUpperCase() : segment.text}
            </DateSegment>
          )}
        </DateInput>
        <AriaButton className="ui-FieldButton">
          <CalendarIcon />
        </AriaButton>
      </Group>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
      <Popover placement="bottom end">
        <AriaDialog className="ui-DatePicker-dialog">
          <Calendar />
        </AriaDialog>
      </Popover>
    </AriaDatePicker>
  );
}
