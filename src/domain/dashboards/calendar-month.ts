/**
 * "This month" on the dashboards: the calendar month in UTC, the platform's books (every backend
 * and the SQL agree on it whatever the viewer's time zone). `now` is the Clock's epoch milliseconds.
 */
export interface CalendarMonth {
  /** The first instant of the month, ISO 8601. */
  readonly start: string;
  /** The first instant of the next month, ISO 8601 (excluded). */
  readonly end: string;
}

export function calendarMonthOf(now: number): CalendarMonth {
  const date = new Date(now);
  const start = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  const end = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
  return { start: new Date(start).toISOString(), end: new Date(end).toISOString() };
}

/** Whether an ISO time falls in the month (start included, end excluded). */
export const isInMonth = (iso: string | null, month: CalendarMonth): boolean => {
  if (iso === null) return false;
  const at = Date.parse(iso);
  return at >= Date.parse(month.start) && at < Date.parse(month.end);
};
