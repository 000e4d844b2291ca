// The registration forms (the congress's code, then the teacher's profile):
// the profile's labels and choices, and their rules (registration.rules.ts),
// which the page fetches on the first focus, not with the page; the action validates with them too.

export { POSITIONS, PROFILE_LABELS, TRAINING_LEVELS } from "./profile-fields";

export const loadEventCodeRules = () => import("./registration.rules").then((module) => module.eventCodeSchema);

export const loadRegistrationRules = () => import("./registration.rules").then((module) => module.registrationSchema);
