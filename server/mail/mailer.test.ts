import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { testConfig } from "../../tests/support/api";
import { log } from "../log";
import { createMailer } from "./mailer";
import { passwordResetMail } from "./templates";

describe("mailer without SMTP", () => {
  it("writes each message as an .eml file in DATA_DIR/outbox and logs the link", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sport-kluby-mail-"));
    const info = vi.spyOn(log, "info").mockImplementation(() => undefined);
    const mailer = createMailer(testConfig({ dataDir, smtpUrl: undefined }));
    await mailer.send(
      passwordResetMail({
        to: "anna@szkola.edu.pl",
        firstname: "Anna",
        url: "http://localhost:3000/przywracanie-hasla?token=abc",
        validHours: 24,
      }),
    );
    const files = fs.readdirSync(path.join(dataDir, "outbox"));
    expect(files).toHaveLength(1);
    const eml = fs.readFileSync(path.join(dataDir, "outbox", files[0]), "utf8");
    expect(eml).toContain("To: anna@szkola.edu.pl");
    expect(eml).toMatch(/Subject: =\?UTF-8\?/);
    expect(JSON.stringify(info.mock.calls)).toContain("http://localhost:3000/przywracanie-hasla?token=abc");
    info.mockRestore();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
