// Actions take the schemas of public forms from here. A route importing a
// schema module directly keeps it, and zod with it, in the page's JavaScript
// even though only the action uses it: esbuild cannot tell that `z.object()`
// at the top of a module is free of side effects. A .server module is left
// out of the browser build, and the page loads the same modules lazily.
export { loginSchema } from "./login-schema";
export { passwordRecoverySchema } from "./password-recovery-schema";
export { eventCodeSchema, registrationSchema } from "./profile-schema";
