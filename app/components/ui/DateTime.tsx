import { formatDateTime, toDate } from "~/utils/format";
import { useLanguage } from "~/utils/use-language";

interface DateTimeProps {
  value: Date | string | number;
  /** Show the time of day too (Riyadh time); true by default. */
  time?: boolean;
  className?: string;
}

/**
 * A timestamp on screen: a <time> element with the full ISO instant for machines and the page's
 * language and Riyadh's clock for people. Loaders hand over Date objects (single fetch keeps them
 * Dates on the client too); ISO strings from JSON work the same.
 */
export function DateTime({ value, time = true, className }: DateTimeProps) {
  const language = useLanguage();
  const date = toDate(value);
  if (!date) return <span className={className}>{String(value)}</span>;
  return (
    <time dateTime={date.toISOString()} className={className}>
      {formatDateTime(date, language, { time })}
    </time>
  );
}
