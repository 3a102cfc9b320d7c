// Drops run on UK days (contracts' DropDto), so dates are shown in UK time wherever the reader is.
const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'Europe/London',
});

/** '2025-03-01' -> 'Saturday 1 March'. Noon avoids any chance of the date slipping a day. */
export const formatDropDate = (date: string): string => dayFormat.format(new Date(`${date}T12:00:00Z`));
