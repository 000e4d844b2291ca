// Generated bad input against the API, first share (tests/support/bad-input.ts).
import { fuzzApiEndpoints } from "../../tests/support/bad-input";

fuzzApiEndpoints({ part: 1, of: 2 });
