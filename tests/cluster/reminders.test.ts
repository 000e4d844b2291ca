// Reminders on a cluster (issue 37): both instances run the reminder job every
// second on one database, and each teacher still gets each reminder once.
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { addDays, instantInPoland, todayInPoland } from "../../server/domain/calendar";
import { query, sleep, theCluster } from "./support";

const { databaseUrl, dir, publicUrl } = theCluster();

/** The messages the cluster's mail server took, as raw text with folded headers unfolded. */
function mailsTo(email: string): string[] {
  const folder = path.join(dir, "mail");
  return readdirSync(folder)
    .map((name) => readFileSync(path.join(folder, name), "utf8").replace(/\r?\n[ \t]+/g, " "))
    .filter((mail) => new RegExp(`^To: ${email.replace(/[.]/g, "\\.")}$`, "m").test(mail));
}

describe("reminders on two instances", () => {
  it("sends the day-before reminder of a congress item once to each teacher with a seat, with its unsubscribe link", async () => {
    const run = randomUUID().slice(0, 8);
    const emails = Array.from({ length: 12 }, (_, i) => `klaster.${run}.${i}@example.pl`);
    const people = [];
    for (const email of emails) {
      people.push(
        (
          await query<{ id: number }>(
            databaseUrl,
            "INSERT INTO users (email, firstname, lastname, agreements) VALUES ($1, 'Ola', 'Klaster', '{1}') RETURNING id",
            [email],
          )
        )[0]!.id,
      );
    }
    const [event] = await query<{ id: number }>(
      databaseUrl,
      "INSERT INTO events (slug, name, city, code) VALUES ($1, $2, 'Gdańsk', $3) RETURNING id",
      [`klaster-${run}`, `Kongres ${run}`, `KL${run}`],
    );
    const tomorrow = addDays(todayInPoland(new Date()), 1);
    const [item] = await query<{ id: number }>(
      databaseUrl,
      `INSERT INTO agenda_items (event_id, name, datetime_start, datetime_end, place)
       VALUES ($1, 'Warsztaty klastra', $2, $3, 'Sala 1') RETURNING id`,
      [event!.id, instantInPoland(tomorrow, "10:00"), instantInPoland(tomorrow, "11:30")],
    );
    await query(databaseUrl, `INSERT INTO agenda_sign_ups (agenda_item_id, user_id) SELECT $1, unnest($2::int[])`, [
      item!.id,
      people,
    ]);

    // Every instance looks every second: a few seconds is many passes of both.
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && emails.some((email) => mailsTo(email).length === 0)) await sleep(250);
    await sleep(4_000);
    for (const email of emails) {
      const mails = mailsTo(email);
      expect(mails, email).toHaveLength(1);
      expect(mails[0]).toMatch(new RegExp(`^List-Unsubscribe: <${publicUrl}/wypisz/[\\w-]+\\.[\\w-]+>$`, "m"));
      expect(mails[0]).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    }
    const recorded = await query<{ count: number }>(
      databaseUrl,
      "SELECT count(*)::int AS count FROM reminders_sent WHERE user_id = ANY($1::int[]) AND kind = 'congress_item'",
      [people],
    );
    expect(recorded[0]!.count).toBe(emails.length);
  });
});
