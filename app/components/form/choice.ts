import type { ReactNode } from "react";

/** One option of a select, radio group or checkbox group. */
export interface Choice {
  value: string;
  label: ReactNode;
  /** Radio and checkbox options only: a hint under the option's label. */
  hint?: ReactNode;
}

/** An option of a select: its label is plain text, as <option> holds nothing else. */
export interface SelectOption {
  value: string;
  label: string;
}
