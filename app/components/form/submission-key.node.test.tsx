// The server's render, where there is no DOM at all (no jsdom globals).
import { renderToString } from "react-dom/server";

import { type FormEngine, FormEngineContext } from "./form-engine";
import { SubmissionKey } from "./submission-key";

const engine: FormEngine = {
  useField: () => ({
    error: undefined,
    defaultValue: undefined,
    validate: () => {},
    getInputProps: (props) => props as never,
  }),
  useFormState: () => ({
    fieldErrors: {},
    hasBeenSubmitted: false,
    isSubmitting: false,
    registerReceiveFocus: () => () => {},
  }),
};

describe("SubmissionKey on the server", () => {
  it("renders a fresh key where the browser's DOM classes do not exist", () => {
    expect(typeof HTMLInputElement).toBe("undefined");
    const html = renderToString(
      <FormEngineContext.Provider value={engine}>
        <SubmissionKey />
      </FormEngineContext.Provider>,
    );
    expect(html).toMatch(/<input type="hidden" id="[^"]+" name="submission_key" value="[0-9a-f-]{36}"\/>/);
  });
});
