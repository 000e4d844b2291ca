// Sending e-mail: SMTP when SMTP_URL is set; otherwise each message becomes an
// .eml file in DATA_DIR/outbox and its links are logged, so password flows
// work on a laptop with no mail server.
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { ApiConfig } from "../config";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(config: ApiConfig): Mailer {
  return config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom)
    : outboxMailer(path.join(config.dataDir, "outbox"), config.mailFrom);
}

function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

function outboxMailer(folder: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await fs.mkdir(folder, { recursive: true, mode: 0o700 });
      const file = path.join(
        folder,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${safeFileName(message.to)}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      console.info(
        `[mail] „${message.subject}” → ${message.to}: ${file}${links.length ? `\n[mail] link: ${links.join(" ")}` : ""}`,
      );
    },
  };
}

function safeFileName(text: string): string {
  return text.replace(/[^a-z0-9@._-]/gi, "_").slice(0, 80);
}

/** Keeps messages in memory: for tests. */
export function createMemoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}
