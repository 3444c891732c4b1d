// The design system's DatePicker bound to the contract's YYYY-MM-DD strings (an empty string for no date), so forms
// keep plain strings in their values. Features draw it through IsoDatePicker, which fetches this module (the `dates`
// chunk, vite.config.ts) when a date field is first drawn.
import { parseDate, type CalendarDate } from '@internationalized/date';
import { DatePicker, type DatePickerProps } from '../ui';

export interface IsoDatePickerProps extends Omit<DatePickerProps<CalendarDate>, 'value' | 'onChange' | 'minValue' | 'maxValue'> {
  value: string;
  onChange: (value: string) => void;
  minValue?: string;
  maxValue?: string;
}

function calendarDateOf(value: string | undefined): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

export default function IsoDatePickerLoaded({ value, onChange, minValue, maxValue, ...props }: IsoDatePickerProps) {
  return (
    <DatePicker<CalendarDate>
      {...props}
      value={calendarDateOf(value)}
      minValue={calendarDateOf(minValue) ?? undefined}
      maxValue={calendarDateOf(maxValue) ?? undefined}
      onChange={(date) => onChange(date ? date.toString() : '')}
    />
  );
}
