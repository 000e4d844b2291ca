// The cluster test's mail server: takes every message (production needs SMTP_URL)
// and, given a folder, keeps each as an .eml file there for the scenarios to read.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

import { SMTPServer } from "smtp-server";

const [port, folder] = process.argv.slice(2);
if (folder) mkdirSync(folder, { recursive: true });
let received = 0;

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      if (folder) writeFileSync(path.join(folder, `${Date.now()}-${++received}.eml`), Buffer.concat(chunks));
      callback();
    });
  },
});
server.listen(Number(port), "127.0.0.1");
