export { forgetPublicAgenda } from "./congress-lists.server";
