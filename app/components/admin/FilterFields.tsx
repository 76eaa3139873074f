import { Link } from "@remix-run/react";
import type { InputHTMLAttributes } from "react";

/** A labelled text, number or date field of an admin filter form (its label is how tests and screen readers find it). */
export function LabelledInput({ id, label, className, ...input }: InputHTMLAttributes<HTMLInputElement> & { id: string; label: string }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input id={id} className={className ?? "field-input"} {...input} />
    </div>
  );
}

/** A range of days (`from`, `to`): two date fields, written left to right in either language. */
export function DayRangeInputs({
  idPrefix,
  labels,
  from,
  to,
}: {
  idPrefix: string;
  labels: { from: string; to: string };
  from: string | undefined;
  to: string | undefined;
}) {
  return (
    <>
      {(["from", "to"] as const).map((name) => (
        <LabelledInput
          key={name}
          id={`${idPrefix}-${name}`}
          name={name}
          label={labels[name]}
          type="date"
          dir="ltr"
          defaultValue={(name === "from" ? from : to) ?? ""}
          className="field-input text-start"
        />
      ))}
    </>
  );
}

/** The filter form's submit button and the link back to the unfiltered view. */
export function FilterButtons({ apply, clear, clearTo }: { apply: string; clear: string; clearTo: string }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="submit" className="rounded-lg bg-brand px-4 py-2 font-semibold text-brand-ink hover:bg-brand-strong">
        {apply}
      </button>
      <Link to={clearTo} className="text-sm underline">
        {clear}
      </Link>
    </div>
  );
}
