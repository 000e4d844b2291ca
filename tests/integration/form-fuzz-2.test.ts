// The forms' generated bad input, second share (tests/support/form-fuzz.ts).
import { fuzzFormActions } from "../support/form-fuzz";

await fuzzFormActions({ part: 2, of: 2 });
