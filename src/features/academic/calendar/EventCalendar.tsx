// The state's events on @schedule-x/react's month and week views. Schedule-X draws the picture; its own
// header (view dropdown, date picker, arrows) is not shown: the page's own controls (view switch, the keyboard day
// grid, the events list) drive it, and a new view or range mounts a fresh calendar on that date. See
// calendar.css for what the page adds around the library's markup for keyboard users and axe.
// The library is most of the page's code: it is a chunk of its own (ScheduleXView.tsx), fetched and run once the page
// has shown its header, controls and events list, in the room the region keeps for it.
import { lazy, Suspense, useEffect, useRef, type RefObject } from 'react';
import type { CalendarViewName } from './calendarMonth.form';
import { rangeOf, type CalendarEvent } from './events.form';
import { usePaintedOnce } from '../../../shared/paintedSteps';
import './calendar.css';

export interface EventCalendarProps {
  events: readonly CalendarEvent[];
  view: CalendarViewName;
  /** The day shown (YYYY-MM-DD): its month or week. */
  date: string;
  /** A day or an event was clicked: open that day. */
  onDayChosen: (day: string) => void;
  /** Names the picture for assistive technology (it repeats the events list, which is the accessible way in). */
  label: string;
}

/**
 * Schedule-X works in Temporal dates: the browser's own where it has them, else the polyfill, loaded first. The
 * polyfill replaces `Temporal` and `Intl.DateTimeFormat` on the page whether they are there or not, and is a third of
 * the calendar's code.
 */
const ScheduleX = lazy(async () => {
  if (!('Temporal' in globalThis)) await import('temporal-polyfill/global');
  return import('./ScheduleXView');
});

/**
 * Schedule-X labels its day cells and time-grid columns with `aria-label` on plain divs, which ARIA does not allow
 * (axe: aria-prohibited-attr). Giving each such div the role `group` makes the label allowed and meaningful: a
 * screen reader announces '1 October 2026' as it enters a day's events. The library redraws its cells as the view
 * changes, so a MutationObserver keeps this true for every cell it draws.
 */
function useGroupRolesForLabelledCells(container: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const patch = () => {
      for (const element of root.querySelectorAll<HTMLElement>('div[aria-label]:not([role])')) element.setAttribute('role', 'group');
    };
    patch();
    const observer = new MutationObserver(patch);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label', 'role'] });
    return () => observer.disconnect();
  }, [container]);
}

export function EventCalendar({ label, ...props }: EventCalendarProps) {
  const range = rangeOf(props.view, props.date);
  const container = useRef<HTMLDivElement>(null);
  // The library is asked for once the region has painted: rendered with the page's header, controls and events list,
  // it would be fetched during that render, and a phone's network would bring it before the page showed.
  const painted = usePaintedOnce();
  useGroupRolesForLabelledCells(container);
  return (
    <div ref={container} className="EventCalendar" data-view={props.view} role="region" aria-label={label}>
      {painted && (
        <Suspense fallback={null}>
          <ScheduleX key={`${props.view}:${range.start}`} {...props} />
        </Suspense>
      )}
    </div>
  );
}
