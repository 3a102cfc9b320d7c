// Built once: constructing Intl.DateTimeFormat is far costlier than calling format().
const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** A moment's day as people in the UK write it: '1 March 2025' (UK calendar day): join dates, orders. */
export const formatUkDate = (at: string): string => longDate.format(new Date(at));
