export { clubStatusMeaning } from "./club-status";
