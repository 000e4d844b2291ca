import { type Answer, call, type Caller, idempotencyHeaders } from "~/lib/api/call.server";
import { type clubEnrollmentRecord, clubOperations, type noClubEnrollment } from "~/lib/contract/club";
import { ClubEnrollmentStatus } from "~/lib/contract/constants";

export type ClubEnrollment = Answer<typeof clubEnrollmentRecord>;
export type NoClubEnrollment = Answer<typeof noClubEnrollment>;

/** `{status: -1}` when there is none; `forEditing` gets PESEL and account in full only while the teacher may correct. */
export function getClubEnrollment(
  caller: Caller,
  { forEditing = false } = {},
): Promise<ClubEnrollment | NoClubEnrollment> {
  return call(caller, clubOperations.show, { query: { do_edycji: forEditing ? 1 : undefined } });
}

/** SPEC §4: creates when the status is empty, updates otherwise. */
export function saveClubEnrollment(
  caller: Caller,
  status: ClubEnrollmentStatus,
  form: FormData,
): Promise<ClubEnrollment> {
  return status === ClubEnrollmentStatus.empty
    ? call(caller, clubOperations.create, { body: form, headers: idempotencyHeaders(form) })
    : call(caller, clubOperations.update, { body: form });
}

export function downloadFile(caller: Caller, id: string): Promise<Response> {
  return caller.send(clubOperations.downloadFile, { params: { id } });
}
