/** A labelled select of an admin filter form: "any" (empty) or one of `options`. */
export function ChoiceFilter({
  idPrefix,
  name,
  label,
  anyLabel,
  value,
  options,
}: {
  idPrefix: string;
  name: string;
  label: string;
  anyLabel: string;
  value: string | undefined;
  options: { value: string; label: string }[];
}) {
  const id = `${idPrefix}-${name}`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""} className="field-input">
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
