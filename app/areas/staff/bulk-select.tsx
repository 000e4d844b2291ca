import { BULK_FIELD } from "./bulk-summary";

/** One item's checkbox on a bulk form; `form` ties it to a form elsewhere on the page (no JavaScript needed). */
export function BulkCheck({
  id,
  label,
  form,
  checked,
}: {
  id: number;
  label: string;
  form?: string;
  checked?: boolean;
}) {
  return (
    <div className="choice staff-bulk__check">
      <input
        type="checkbox"
        id={`zaznacz-${id}`}
        name={BULK_FIELD}
        value={id}
        form={form}
        defaultChecked={checked}
        className="choice__input"
      />
      <label htmlFor={`zaznacz-${id}`} className="choice__label">
        {label}
      </label>
    </div>
  );
}
