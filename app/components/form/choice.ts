import type { ReactNode } from "react";

export interface Choice {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
}

export interface SelectOption {
  value: string;
  label: string;
}
