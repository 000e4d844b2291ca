/** A select's options; a `first` label adds an option that posts "". */
export function SelectOptions({
  first,
  options,
}: {
  first?: string | null;
  options: readonly { value: string | number; label: string }[];
}) {
  return (
    <>
      {first === null || first === undefined ? null : <option value="">{first}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}
