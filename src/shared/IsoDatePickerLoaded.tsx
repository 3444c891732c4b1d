// The design system's DatePicker bound to the contract's YYYY-MM-DD strings (an empty string for no date), so forms
// keep plain strings in their values. Features draw it through IsoDatePicker, which fetches this module (the `dates`
// chunk, vite.config.ts) when a date field is first drawn.
import { parseDate, type CalendarDate } from '@internationalized/date';
import { useState } from 'react';
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

/**
 * What the field shows: the date as typed, which the value given replaces only when it is not one the field sent. A
 * search's filter sends each date to the address and gets it back a moment later; typed faster than that (2025 sends
 * 0002 at its first digit), taking a sent date back as it comes would undo the keystrokes since, and the search would
 * keep the year 0002. A value the field did not send (Clear filters, Back, a form reset) replaces what it shows.
 */
function useShownDate(value: string, onChange: (value: string) => void) {
  // `unanswered`: the dates sent and not yet given back, oldest first.
  const [shown, setShown] = useState({ given: value, date: calendarDateOf(value), unanswered: [] as string[] });
  if (value !== shown.given) {
    const answered = shown.unanswered.indexOf(value);
    setShown(
      answered >= 0
        ? { given: value, date: shown.date, unanswered: shown.unanswered.slice(answered + 1) }
        : { given: value, date: calendarDateOf(value), unanswered: [] },
    );
  }
  const change = (date: CalendarDate | null) => {
    const sent = date ? date.toString() : '';
    setShown((current) => ({ ...current, date, unanswered: [...current.unanswered, sent] }));
    onChange(sent);
  };
  return [shown.date, change] as const;
}

export default function IsoDatePickerLoaded({ value, onChange, minValue, maxValue, ...props }: IsoDatePickerProps) {
  const [date, change] = useShownDate(value, onChange);
  return (
    <DatePicker<CalendarDate>
      {...props}
      value={date}
      minValue={calendarDateOf(minValue) ?? undefined}
      maxValue={calendarDateOf(maxValue) ?? undefined}
      onChange={change}
    />
  );
}
