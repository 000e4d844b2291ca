export { getSeasonEnrollment } from "./api/season.server";
