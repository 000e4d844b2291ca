// Sending e-mail: SMTP when SMTP_URL is set; otherwise each message becomes an
// .eml file in DATA_DIR/outbox and its links are logged, so password flows
// work on a laptop with no mail server.
import fs from "node:fs/promises";
import path from "node:path";

import nodemailer from "nodemailer";

import type { ApiConfig } from "../config";
import { log } from "../log";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Text files sent with it, e.g. a calendar entry (text/calendar). */
  attachments?: MailAttachment[];
  /** A list the person may leave in one click (RFC 8058): sent as List-Unsubscribe with List-Unsubscribe-Post. */
  unsubscribeUrl?: string;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface SendOptions {
  /** The outbox gives each message one Message-ID, kept if a send is repeated. */
  messageId?: string;
}

/** A way out for e-mail: the outbox's worker (server/mail/outbox.ts) sends through it. */
export interface Mailer {
  /** The sender's address, as messages carry it. */
  from: string;
  send(message: MailMessage, options?: SendOptions): Promise<void>;
}

export function createMailer(config: ApiConfig): Mailer {
  return config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom)
    : outboxMailer(path.join(config.dataDir, "outbox"), config.mailFrom);
}

/** What nodemailer sends: the message, and for a list message the one-click unsubscribe headers of RFC 8058. */
function envelopeOf(from: string, { unsubscribeUrl, ...message }: MailMessage, options: SendOptions) {
  const list = unsubscribeUrl
    ? { list: { unsubscribe: unsubscribeUrl }, headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } }
    : {};
  return { from, ...message, ...options, ...list };
}

function smtpMailer(url: string, from: string): Mailer {
  // A mail server that hangs holds the outbox's worker no longer than this (nodemailer waits minutes by default).
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    from,
    async send(message, options = {}) {
      await transport.sendMail(envelopeOf(from, message, options));
    },
  };
}

function outboxMailer(folder: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    from,
    async send(message, options = {}) {
      const info = await transport.sendMail(envelopeOf(from, message, options));
      await fs.mkdir(folder, { recursive: true, mode: 0o700 });
      const file = path.join(
        folder,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${safeFileName(message.to)}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      // Development only (production needs SMTP_URL): the links, to follow without a mail client.
      log.info({ to: message.to, subject: message.subject, file, links }, "e-mail written to the outbox folder");
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
    from: "WF z AWF <no-reply@wfzawf.pl>",
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}
