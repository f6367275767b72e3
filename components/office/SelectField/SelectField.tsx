/** A labelled choice of the office's forms: the label above, the options as given (an empty value first for "any"). */
export function SelectField({
  label,
  name,
  options,
  defaultValue,
}: {
  label: string;
  name: string;
  options: readonly { value: string; label: string }[];
  defaultValue: string | undefined;
}) {
  return (
    <label className="o-field">
      {label}
      <select name={name} defaultValue={defaultValue}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
