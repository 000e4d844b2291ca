// Migration 0017 on a database migrated to 0016 with applications in it: the
// first sending's time and every decision the audit log kept are filled in.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";

const MIGRATIONS = path.resolve(__dirname, "migrations");

/** The migrations folder as it was before 0017. */
function migrationsUpTo(tag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
  fs.cpSync(MIGRATIONS, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8"));
  const last = journal.entries.findIndex((entry: { tag: string }) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, last + 1);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

describe("migration 0017 (the office's decisions kept, the first sending's time)", () => {
  let client: PGlite;
  let before: string;
  beforeAll(async () => {
    client = await PGlite.create();
    before = migrationsUpTo("0016_reminders");
    await migrate(drizzle(client), { migrationsFolder: before });
  });
  afterAll(async () => {
    await client.close();
    fs.rmSync(before, { recursive: true, force: true });
  });

  const one = async <Row>(query: string, params: unknown[] = []) => (await client.query<Row>(query, params)).rows;

  async function application(email: string, values: { status: number; note: string; created: string; sent: string }) {
    const [{ id: userId }] = await one<{ id: number }>("insert into users (email) values ($1) returning id", [email]);
    const [{ id }] = await one<{ id: number }>(
      `insert into club_enrollments (user_id, status, staff_note, school_voivodeship, school_name, school_address,
         school_building_number, school_postal_code, school_city, user_first_name, user_last_name,
         user_pesel_encrypted, user_email, user_phone, user_postal_code, user_post, user_city, user_address,
         user_building_number, user_voivodeship, user_district, user_commune, user_nfz_department,
         user_tax_office_name, user_bank_account_encrypted, user_employment_form, user_contract_period,
         user_remuneration, terms_accepted, gdpr_accepted, consents_collect_authorization_declaration,
         childrens_consents_commitment_obtained, registry_of_sexual_offenders_absence,
         data_truthfulness_declaration, absence_in_krk_declaration, created_at, updated_at, submitted_at)
       values ($1, $2, $3, 'mazowieckie', 'SP 12', 'ul. Szkolna', '5', '00-950', 'Warszawa', 'Anna', 'Nowak',
         'x', $4, '600', '00-950', 'Warszawa', 'Warszawa', 'ul. Długa', '1', 'mazowieckie', 'Warszawa', 'Warszawa',
         'NFZ', 'US', 'y', 'umowa', '', '', true, true, true, true, true, true, true, $5, greatest($5::timestamptz, $6::timestamptz), $6)
       returning id`,
      [userId, values.status, values.note, email, values.created, values.sent],
    );
    return id;
  }

  async function decided(subjectId: number, at: string, after: object) {
    await client.query(
      `insert into audit_log (actor_user_id, actor_label, action, subject_type, subject_id, after, created_at)
       values (null, 'biuro@example.pl', 'club-application.status', 'club-application', $1, $2, $3)`,
      [subjectId, JSON.stringify(after), at],
    );
  }

  it("keeps the first sending's time and every decision the log has, in order; a note without one stays", async () => {
    // Sent on 1 March, returned twice, corrected on 5 March.
    const corrected = await application("a@szkola.edu.pl", {
      status: 0,
      note: "Brak podpisu.",
      created: "2026-03-01T08:00:00Z",
      sent: "2026-03-05T10:00:00Z",
    });
    await decided(corrected, "2026-03-02T09:00:00Z", { status: 3, note: "Brak numeru budynku." });
    await decided(corrected, "2026-03-04T09:00:00Z", { status: 3, note: "Brak podpisu." });
    // Seeded with an earlier sending than its row, and a note no decision in the log explains.
    const seeded = await application("b@szkola.edu.pl", {
      status: 3,
      note: "Popraw adres.",
      created: "2026-03-06T08:00:00Z",
      sent: "2026-02-20T08:00:00Z",
    });
    const untouched = await application("c@szkola.edu.pl", {
      status: 0,
      note: "",
      created: "2026-03-07T08:00:00Z",
      sent: "2026-03-07T08:00:00Z",
    });

    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });

    const times = await one<{ id: number; first: Date; sent: Date }>(
      "select id, first_submitted_at as first, submitted_at as sent from club_enrollments order by id",
    );
    expect(times.map((row) => [row.id, row.first.toISOString(), row.sent.toISOString()])).toEqual([
      [corrected, "2026-03-01T08:00:00.000Z", "2026-03-05T10:00:00.000Z"],
      [seeded, "2026-02-20T08:00:00.000Z", "2026-02-20T08:00:00.000Z"],
      [untouched, "2026-03-07T08:00:00.000Z", "2026-03-07T08:00:00.000Z"],
    ]);
    const decisions = await one<{ enrollment: number; author: string; status: number; note: string; at: Date }>(
      `select club_enrollment_id as enrollment, author_label as author, status, note, created_at as at
       from club_application_decisions order by id`,
    );
    expect(decisions.map((row) => [row.enrollment, row.author, row.status, row.note, row.at.toISOString()])).toEqual([
      [corrected, "biuro@example.pl", 3, "Brak numeru budynku.", "2026-03-02T09:00:00.000Z"],
      [corrected, "biuro@example.pl", 3, "Brak podpisu.", "2026-03-04T09:00:00.000Z"],
      [seeded, "", 3, "Popraw adres.", "2026-03-06T08:00:00.000Z"],
    ]);
  });
});
