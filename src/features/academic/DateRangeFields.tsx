// The start and end date of a session, a term or a calendar event, side by side.
import { IsoDatePicker } from '../../shared/IsoDatePicker';
import type { FormDialogFields } from './FormDialog';
import './academic.css';

type DateRange = { startDate: string; endDate: string };

export interface DateRangeFieldsProps extends FormDialogFields<DateRange> {
  /** The days both dates must lie in (a term's: its session's). */
  within?: DateRange;
  /** The end date's calendar begins at the start date: an event may end on the day it starts (a session or term may not). */
  endFromStart?: boolean;
}

export function DateRangeFields({ values, set, message, busy, within, endFromStart = false }: DateRangeFieldsProps) {
  return (
    <div className="Sessions-dateFields">
      <IsoDatePicker
        label="Start date"
        isRequired
        value={values.startDate}
        onChange={set('startDate')}
        minValue={within?.startDate}
        maxValue={within?.endDate}
        isDisabled={busy}
        {...message('startDate')}
      />
      <IsoDatePicker
        label="End date"
        isRequired
        value={values.endDate}
        onChange={set('endDate')}
        minValue={endFromStart ? values.startDate || undefined : within?.startDate}
        maxValue={within?.endDate}
        isDisabled={busy}
        {...message('endDate')}
      />
    </div>
  );
}
