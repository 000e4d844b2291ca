import crypto from "node:crypto";

import { getTableColumns, getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";

import { ClubEnrollmentStatus } from "../../app/lib/contract/constants";
import {
  createActiveClub,
  createClubEnrollment,
  createCurrentSeason,
  createUser,
  describeOnEachDatabase,
} from "../../tests/support/api";
import { decryptField, encryptField } from "../security/encryption";
import { peselHashes, peselProbe } from "../security/pesel-search";
import { searchApplications } from "./club-applications";
import { ENCRYPTED_COLUMNS, reencryptData } from "./data-key-rotation";
import * as schema from "./schema";
import { calendarFeeds, clubEnrollments, outboxMails, secondFactors } from "./schema";
import { encryptDisability } from "./survey-disability";
import { insertNumberedSurvey } from "./surveys";

const newKey = crypto.randomBytes(32);

describeOnEachDatabase("a new data encryption key on %s", (t) => {
  beforeAll(async () => {
    const key = t.config.dataEncryptionKey;
    const seasonId = (await createCurrentSeason(t.db)).id;
    // Three of each, so that a batch of two ends within a table and on its last row.
    for (let i = 0; i < 3; i++) {
      const teacher = await createUser(t.db);
      await createClubEnrollment(t.db, t.config, teacher.id, ClubEnrollmentStatus.verification);
      const { groups } = await createActiveClub(t.db, t.config, seasonId, 1);
      await insertNumberedSurvey(t.db, groups[0]!.id, {
        firstName: `Uczeń ${i}`,
        lastName: "Testowy",
        sex: "K",
        birthdate: "2014-05-01",
        examinationDate: "2025-09-15",
        schoolType: "podstawowa",
        classNumber: 5,
        guardianConsent: true,
        peParticipation: true,
        peEvaluation: null,
        disabilityEncrypted: encryptDisability(
          { hasDisabilityCertificate: i === 1, typeOfDisability: i === 1 ? "ruchowa" : "" },
          key,
        ),
      });
      await t.db.insert(secondFactors).values({
        userId: teacher.id,
        secretEncrypted: i === 0 ? null : encryptField(`SECRET${i}`, key),
        pendingSecretEncrypted: i === 2 ? null : encryptField(`PENDING${i}`, key),
      });
      await t.db
        .insert(calendarFeeds)
        .values({ userId: teacher.id, tokenHash: `hash-${i}`, tokenEncrypted: encryptField(`token-${i}`, key) });
      await t.db
        .insert(outboxMails)
        .values({ recipient: teacher.email, content: encryptField(JSON.stringify({ subject: `Temat ${i}` }), key) });
    }
  });

  /** Every encrypted value, by table, column and row, as stored. */
  async function storedValues(): Promise<Map<string, string>> {
    const values = new Map<string, string>();
    for (const { table, key, columns } of ENCRYPTED_COLUMNS) {
      // Selected under their column names, so that a row reads as the database names it.
      const selection = Object.fromEntries([key, ...columns].map((column) => [column.name, column]));
      const rows = (await t.db.select(selection).from(table)) as Record<string, string | number | null>[];
      for (const row of rows)
        for (const { name } of columns)
          if (row[name] !== null) values.set(`${getTableName(table)}.${name}#${row[key.name]}`, row[name] as string);
    }
    return values;
  }

  it("names every encrypted column of the schema", () => {
    const named = new Set(
      ENCRYPTED_COLUMNS.flatMap(({ table, columns }) => columns.map((c) => `${getTableName(table)}.${c.name}`)),
    );
    const inSchema = (Object.values(schema) as unknown[])
      .filter((table): table is PgTable => is(table, PgTable))
      .flatMap((table) =>
        Object.values(getTableColumns(table))
          .filter((column) => column.name.endsWith("_encrypted"))
          .map((column) => `${getTableName(table)}.${column.name}`),
      );
    expect(inSchema.length).toBeGreaterThan(0);
    for (const column of inSchema) expect(named).toContain(column);
    // The outbox's content is encrypted too, though its name does not say so.
    expect(named).toContain("outbox_mails.content");
  });

  it("refuses a wrong old key and changes nothing", async () => {
    const before = await storedValues();
    await expect(reencryptData(t.db, crypto.randomBytes(32), newKey, { batch: 2 })).rejects.toThrow(
      "The old key cannot open second_factors.pending_secret_encrypted #",
    );
    expect(await storedValues()).toEqual(before);
    await expect(reencryptData(t.db, t.config.dataEncryptionKey, t.config.dataEncryptionKey)).rejects.toThrow(
      "The new key is the key in use.",
    );
  });

  it("encrypts every value again with the new key, which alone opens them, keeping what they say", async () => {
    const oldKey = t.config.dataEncryptionKey;
    const before = await storedValues();
    const plain = new Map([...before].map(([where, value]) => [where, decryptField(value, oldKey)]));

    const counts = await reencryptData(t.db, oldKey, newKey, { batch: 2 });

    const after = await storedValues();
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [where, value] of after) {
      expect(decryptField(value, newKey), where).toBe(plain.get(where));
      expect(() => decryptField(value, oldKey), where).toThrow();
    }
    expect(counts).toMatchObject({
      "second_factors.secret_encrypted": 2,
      "second_factors.pending_secret_encrypted": 2,
      "club_enrollments.user_pesel_encrypted": expect.any(Number),
      "surveys.disability_encrypted": 3,
      "calendar_feeds.token_encrypted": 3,
      "outbox_mails.content": 3,
    });
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(after.size);
  });

  it("derives the PESEL's search hashes from the new key, so the office still finds a teacher by its end", async () => {
    const page = { number: 1, size: 25 };
    const search = (text: string, key: Buffer) =>
      searchApplications(t.db, { text, pesel: peselProbe(text, key) }, page);
    const hashes = peselHashes("02070803628", newKey);
    const stored = await t.db.select().from(clubEnrollments);
    // Each teacher's and each club's: the same PESEL.
    expect(stored.length).toBe(6);
    for (const row of stored)
      expect([row.peselTail4Hmac, row.peselTail5Hmac, row.peselHmac]).toEqual([
        hashes.tail4,
        hashes.tail5,
        hashes.whole,
      ]);
    for (const text of ["3628", "03628", "02070803628"]) {
      expect((await search(text, newKey)).count, text).toBe(6);
      expect((await search(text, t.config.dataEncryptionKey)).count, text).toBe(0);
    }
  });
});
