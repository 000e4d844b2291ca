// Its rules (registration.rules.ts) load on the first focus; the action validates with them too.

export { POSITIONS, PROFILE_LABELS, TRAINING_LEVELS } from "./profile-fields";

export const loadEventCodeRules = () => import("./registration.rules").then((module) => module.eventCodeSchema);

export const loadRegistrationRules = () => import("./registration.rules").then((module) => module.registrationSchema);
