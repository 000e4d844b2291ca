import { format, parseISO } from "date-fns";
import { pl } from "date-fns/locale";

/** Polish date as teachers write it: dd.MM.yyyy (DOMAIN.md). */
export function formatDate(isoDate: string): string {
  return format(parseISO(isoDate), "dd.MM.yyyy", { locale: pl });
}
