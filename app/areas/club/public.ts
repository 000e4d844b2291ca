// What other areas may use of the club application: the account page says what
// the application's status means for the teacher.
export { clubStatusMeaning } from "./club-status";
