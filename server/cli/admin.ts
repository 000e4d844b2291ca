// npm run admin -- <command> [arguments] [--options]
import { parseArgs } from "node:util";

import { getConfig } from "../config";
import { closeAllDatabases, getDb } from "../db/client";
import { requeueFailedMails } from "../db/outbox";
import { createMailer } from "../mail/mailer";
import { createMailQueue, startOutboxWorker } from "../mail/outbox";
import * as commands from "./admin-commands";
import * as print from "./print";

const USAGE = `Polecenia:
  clubs [--status N]                                  zgłoszenia klubów (status: 0–4)
  club-status <email> <status> [--note "…"]           zmiana statusu (3 = do poprawy wymaga --note)
  agreement-signed <email> <RRRR-MM-DD>               data podpisania umowy
  certificate <email> <numer> [--event slug]          wydanie certyfikatu
  create-event <slug> <nazwa> <miasto> <kod>
  create-agenda-item --event slug --name "…" --start ISO --end ISO [--limit N] [--sign-up-start ISO] [--sign-up-end ISO] [--disabled]
                     [--part plenary|discussion|workshop] [--place "…"] [--description "…"]
  agenda-limit <id> <limit|none>                      limit miejsc; zwolnione miejsca dostają osoby z listy oczekujących
  create-season --name "…" --start D --end D --schedule-max D --surveys-start D --surveys-end D [--current]
  create-staff <email> <imię> <nazwisko>              nowe konto biura na adres bez konta; link do hasła idzie e-mailem
  reset-second-factor <email>                         usunięcie aplikacji uwierzytelniającej konta biura (zgubiony telefon i kody)
  demo-code                                           bieżący kod konta demonstracyjnego biura@example.pl (tylko poza produkcją)
  survey <id> --reason "…"                            wgląd w ankietę ucznia (zapisywany w dzienniku)
  mail-retry                                          ponowna wysyłka e-maili, których nie udało się wysłać mimo ponawiania
  rotate-data-key                                     nowy klucz szyfrowania danych z NEW_DATA_ENCRYPTION_KEY (wszystkie instancje zatrzymane)`;

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      status: { type: "string" },
      note: { type: "string" },
      event: { type: "string" },
      name: { type: "string" },
      start: { type: "string" },
      end: { type: "string" },
      limit: { type: "string" },
      "sign-up-start": { type: "string" },
      "sign-up-end": { type: "string" },
      disabled: { type: "boolean" },
      part: { type: "string" },
      place: { type: "string" },
      description: { type: "string" },
      "schedule-max": { type: "string" },
      "surveys-start": { type: "string" },
      "surveys-end": { type: "string" },
      current: { type: "boolean" },
      reason: { type: "string" },
    },
  });
  const [command, ...args] = positionals;
  const config = getConfig();
  // Needs no database: it works while `npm start` holds the embedded one.
  if (command === "demo-code") {
    console.log(await commands.demoCode(config, new Date()));
    return;
  }
  const db = await getDb(config);
  const ctx: commands.AdminContext = { db, config, mail: createMailQueue(config.dataEncryptionKey), now: new Date() };
  // With every instance stopped (docs/production.md), and no outbox worker after it.
  if (command === "rotate-data-key") {
    console.log(print.printDataKeyRotated(await commands.rotateDataKey(ctx, process.env.NEW_DATA_ENCRYPTION_KEY)));
    return;
  }
  const output = await (async (): Promise<string> => {
    switch (command) {
      case "clubs":
        return print.printClubEnrollments(
          await commands.listClubEnrollments(
            ctx,
            values.status === undefined ? undefined : commands.parseClubStatus(values.status),
          ),
        );
      case "club-status":
        return print.printClubStatusChange(
          await commands.changeClubStatus(ctx, args[0] ?? "", args[1] ?? "", values.note),
        );
      case "agreement-signed":
        return print.printAgreementSigned(await commands.recordAgreementSigned(ctx, args[0] ?? "", args[1]));
      case "certificate":
        return print.printCertificateIssued(await commands.issueCertificate(ctx, args[0] ?? "", args[1], values.event));
      case "create-event":
        return print.printEventCreated(await commands.createEvent(ctx, args[0], args[1], args[2], args[3]));
      case "create-agenda-item":
        return print.printAgendaItemCreated(
          await commands.createAgendaItem(ctx, {
            event: values.event,
            name: values.name,
            start: values.start,
            end: values.end,
            limit: values.limit,
            signUpStart: values["sign-up-start"],
            signUpEnd: values["sign-up-end"],
            disabled: values.disabled,
            part: values.part,
            place: values.place,
            description: values.description,
          }),
        );
      case "agenda-limit":
        return print.printAgendaLimitSet(await commands.setAgendaLimit(ctx, args[0], args[1]));
      case "create-season":
        return print.printSeasonCreated(
          await commands.createSeason(ctx, {
            name: values.name,
            start: values.start,
            end: values.end,
            scheduleMax: values["schedule-max"],
            surveysStart: values["surveys-start"],
            surveysEnd: values["surveys-end"],
            current: values.current,
          }),
        );
      case "create-staff":
        return print.printStaffAccount(await commands.createStaffUser(ctx, args[0], args[1], args[2]));
      case "reset-second-factor":
        return `Usunięto aplikację uwierzytelniającą konta ${(await commands.resetSecondFactor(ctx, args[0])).email}. Przy następnym logowaniu ustawi nową.`;
      case "survey":
        return print.printSurvey(await commands.readSurvey(ctx, args[0] ?? "", values.reason));
      case "mail-retry":
        return `Wiadomości ponownie w kolejce do wysłania: ${await requeueFailedMails(db, ctx.now)}.`;
      default:
        throw new commands.AdminError(USAGE);
    }
  })();
  console.log(output);
  // What the mail server refuses, the app's outbox worker retries.
  const worker = startOutboxWorker({ db, mailer: createMailer(config), key: config.dataEncryptionKey, pollMs: 0 });
  const { sent, failed } = await worker.deliverDue();
  if (sent + failed > 0) console.log(`E-maile: wysłane ${sent}, do ponowienia ${failed}.`);
}

main()
  .catch((error) => {
    console.error(error instanceof commands.AdminError ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => closeAllDatabases());
