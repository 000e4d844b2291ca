// `npm run mail:preview`: every e-mail with demo data, as .html and .txt in DATA_DIR/mail-preview.
import fs from "node:fs";
import path from "node:path";

import { loadConfig } from "../config";
import { mailCatalogue } from "../mail/catalogue";

const config = loadConfig();
const folder = path.join(config.dataDir, "mail-preview");
fs.mkdirSync(folder, { recursive: true });
for (const [name, mail] of Object.entries(mailCatalogue(config.publicUrl, config.contactEmail))) {
  fs.writeFileSync(path.join(folder, `${name}.txt`), `Do: ${mail.to}\nTemat: ${mail.subject}\n\n${mail.text}`);
  fs.writeFileSync(path.join(folder, `${name}.html`), mail.html);
  for (const file of mail.attachments ?? [])
    fs.writeFileSync(path.join(folder, `${name}-${file.filename}`), file.content);
}
console.log(`Podgląd e-maili: ${folder}`);
