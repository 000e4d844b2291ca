// What other areas may use of the agenda on the server: the congress's office
// forgets the agendas kept for visitors when it changes one.
export { forgetPublicAgenda } from "./congress-lists.server";
