// Generated bad input against the API, second share (tests/support/bad-input.ts).
import { fuzzApiEndpoints } from "../../tests/support/bad-input";

fuzzApiEndpoints({ part: 2, of: 2 });
