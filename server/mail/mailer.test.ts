import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { testConfig } from "../../tests/support/api";
import { log } from "../log";
import { createMailer } from "./mailer";
import { newsletterConfirmationMail, passwordResetMail } from "./templates";

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

  it("sends a list message with RFC 8058's one-click unsubscribe headers, and a personal one without", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sport-kluby-mail-"));
    const info = vi.spyOn(log, "info").mockImplementation(() => undefined);
    const mailer = createMailer(testConfig({ dataDir, smtpUrl: undefined }));
    const unsubscribeUrl = "https://wfzawf.pl/wypisz/abc.def";
    await mailer.send(
      newsletterConfirmationMail({
        to: "anna@szkola.edu.pl",
        firstname: "Anna",
        accountUrl: "https://wfzawf.pl/konto",
        unsubscribeUrl,
      }),
    );
    await mailer.send(
      passwordResetMail({
        to: "ewa@szkola.edu.pl",
        firstname: "Ewa",
        url: "https://wfzawf.pl/przywracanie-hasla?token=abc",
        validHours: 24,
      }),
    );
    const read = (to: string) => {
      const file = fs.readdirSync(path.join(dataDir, "outbox")).find((name) => name.includes(to))!;
      return fs.readFileSync(path.join(dataDir, "outbox", file), "utf8");
    };
    const list = read("anna");
    expect(list).toContain(`List-Unsubscribe: <${unsubscribeUrl}>`);
    expect(list).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(read("ewa")).not.toMatch(/List-Unsubscribe/);
    info.mockRestore();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
