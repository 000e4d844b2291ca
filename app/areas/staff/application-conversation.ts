// An application's conversation for the office: first sending, decisions with notes, corrections, oldest first.
import { CLUB_STATUS_NAMES, ClubEnrollmentStatus, type SubmittedStatus } from "~/lib/contract/constants";

import { RESUBMITTED, resubmittedChanges } from "./audit-entries";

export interface ApplicationDecision {
  id: number;
  at: string;
  /** The staff account's e-mail, "console", or empty for a note kept from before decisions were recorded. */
  author: string;
  status: number;
  note: string;
}

interface HistoryEntry {
  id: number;
  at: string;
  action: string;
  after?: unknown;
}

export interface ConversationEntry {
  key: string;
  at: string;
  kind: "sent" | "decision" | "resubmitted";
  /** Who wrote it: the office's account for a decision, empty for the teacher's sendings. */
  author: string;
  text: string;
  /** The note for the teacher that came with a decision; empty when none. */
  note: string;
  /** The note the teacher reads now on their account: the latest, while the application waits for a correction. */
  current: boolean;
}

const statusName = (status: number) => CLUB_STATUS_NAMES[status as SubmittedStatus] ?? String(status);

/** Every note kept with its decision, interleaved with the teacher's sendings by time. */
export function applicationConversation(application: {
  status: number;
  firstSubmittedAt: string;
  decisions: ApplicationDecision[];
  history: HistoryEntry[];
}): ConversationEntry[] {
  const latest = application.decisions.at(-1);
  const waitingForCorrection = application.status === ClubEnrollmentStatus.correction;
  const entries: ConversationEntry[] = [
    {
      key: "sent",
      at: application.firstSubmittedAt,
      kind: "sent",
      author: "",
      text: "Wpłynęło zgłoszenie.",
      note: "",
      current: false,
    },
    ...application.decisions.map((decision): ConversationEntry => ({
      key: `decision-${decision.id}`,
      at: decision.at,
      kind: "decision",
      author: decision.author === "console" ? "konsola serwera" : decision.author || "biuro programu",
      text: `Decyzja: „${statusName(decision.status)}”.`,
      note: decision.note,
      current: waitingForCorrection && decision === latest && decision.note !== "",
    })),
    ...application.history
      .filter((entry) => entry.action === "club-application.resubmit")
      .map((entry): ConversationEntry => ({
        key: `resubmit-${entry.id}`,
        at: entry.at,
        kind: "resubmitted",
        author: "",
        text: `${RESUBMITTED} ${resubmittedChanges(entry.after)}`,
        note: "",
        current: false,
      })),
  ];
  // Stable: the first sending stays first on a tie.
  return entries.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}
