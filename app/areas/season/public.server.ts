// What other areas may use of the season on the server: the schedule reads the
// teacher's groups and the season's dates from the enrolment.
export { getSeasonEnrollment } from "./api/season.server";
