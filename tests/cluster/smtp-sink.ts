// The cluster test's mail server: takes every message (production needs SMTP_URL).
import { SMTPServer } from "smtp-server";

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    stream.resume();
    stream.on("end", () => callback());
  },
});
server.listen(Number(process.argv[2]), "127.0.0.1");
