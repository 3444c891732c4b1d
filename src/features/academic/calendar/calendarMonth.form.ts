// The month and the view the /calendar page shows, as its `month` and `view` search parameters name them. Apart from
// events.form.ts because the route validates its search on every navigation, so this part is in the first download:
// no dayjs (nor zod) here.
import { monthParam, oneOfParam, searchParams } from '../../../lib/searchParams';

/** The calendar's two pictures: a month's grid, or one week. */
export type CalendarViewName = 'month' | 'week';

/** The month a day is in: 'YYYY-MM'. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** The month it is now, on this device's clock. */
export function currentMonth(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

/**
 * The /calendar page's search: the month in view, an absent or malformed one meaning the current month; and the view,
 * the month's grid unless `week` is named.
 */
const calendarSearch = searchParams({ month: monthParam, view: oneOfParam<CalendarViewName>(['month', 'week']) });
export const calendarSearchOf = (search: Record<string, unknown>) => calendarSearch.parse(search);
