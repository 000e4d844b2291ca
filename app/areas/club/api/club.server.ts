import { type clubEnrollmentRecord, clubOperations, type noClubEnrollment } from "~/lib/contract/club";
import { ClubEnrollmentStatus } from "~/lib/contract/constants";

import { call, idempotencyHeaders, type Answer, type Caller } from "~/lib/api/call.server";

/** The teacher's Sport Klub application and its attachment. */

export type ClubEnrollment = Answer<typeof clubEnrollmentRecord>;
export type NoClubEnrollment = Answer<typeof noClubEnrollment>;

/**
 * The application, or `{status: -1}` when there is none. `forEditing` asks
 * for PESEL and bank account in full, which the API gives only while the
 * application is the teacher's to correct.
 */
export function getClubEnrollment(
  caller: Caller,
  { forEditing = false } = {},
): Promise<ClubEnrollment | NoClubEnrollment> {
  return call(caller, clubOperations.show, { query: { do_edycji: forEditing ? 1 : undefined } });
}

/** SPEC §4: saving creates when the status is empty, and updates otherwise. */
export function saveClubEnrollment(
  caller: Caller,
  status: ClubEnrollmentStatus,
  form: FormData,
): Promise<ClubEnrollment> {
  return status === ClubEnrollmentStatus.empty
    ? call(caller, clubOperations.create, { body: form, headers: idempotencyHeaders(form) })
    : call(caller, clubOperations.update, { body: form });
}

/** The attachment as the API sends it (type, disposition, bytes), to stream through unchanged. */
export function downloadFile(caller: Caller, id: string): Promise<Response> {
  return caller.send(clubOperations.downloadFile, { params: { id } });
}
