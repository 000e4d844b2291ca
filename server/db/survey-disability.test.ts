// ASVS 4.0.3 V6.1.1, V8.3.4: a pupil's disability data is stored encrypted, in
// values of one length; surveys stored before migration 0007 are encrypted on
// the first start after it.
import { eq, sql } from "drizzle-orm";

import { createActiveClub, createCurrentSeason, describeOnEachDatabase, SURVEY_COLUMNS } from "../../tests/support/api";
import { surveys } from "./schema";
import { decryptDisability, encryptDisability, encryptPendingDisabilityData } from "./survey-disability";
import { insertNumberedSurvey } from "./surveys";

const KEY = Buffer.alloc(32, 7);

describe("disability data at rest", () => {
  it("comes back as it went in, in ciphertext of one length whatever it says", () => {
    const none = encryptDisability({ hasDisabilityCertificate: false, typeOfDisability: "" }, KEY);
    const longest = encryptDisability({ hasDisabilityCertificate: true, typeOfDisability: "ż".repeat(200) }, KEY);
    expect(decryptDisability(none, KEY)).toEqual({ hasDisabilityCertificate: false, typeOfDisability: "" });
    expect(decryptDisability(longest, KEY)).toEqual({
      hasDisabilityCertificate: true,
      typeOfDisability: "ż".repeat(200),
    });
    expect(longest).toHaveLength(none.length);
    expect(longest).not.toContain("ż");
  });

  it("keeps no type without a certificate", () => {
    const stored = encryptDisability({ hasDisabilityCertificate: false, typeOfDisability: "słabowidzenie" }, KEY);
    expect(decryptDisability(stored, KEY)).toEqual({ hasDisabilityCertificate: false, typeOfDisability: "" });
  });
});

describeOnEachDatabase("surveys stored before encryption, on %s", (t) => {
  it("are encrypted once, and the plain copy is dropped", async () => {
    const season = await createCurrentSeason(t.db);
    const { groups } = await createActiveClub(t.db, t.config, season.id);
    const survey = await insertNumberedSurvey(t.db, groups[0].id, { ...SURVEY_COLUMNS, disabilityEncrypted: "" });
    // As migration 0007 leaves a database that had surveys.
    await t.db.execute(sql`CREATE TABLE IF NOT EXISTS survey_disability_pending (
      survey_id integer PRIMARY KEY, has_disability_certificate boolean NOT NULL, type_of_disability text NOT NULL)`);
    await t.db.execute(
      sql`INSERT INTO survey_disability_pending VALUES (${survey.id}, true, 'niepełnosprawność ruchowa')`,
    );

    expect(await encryptPendingDisabilityData(t.db, t.config.dataEncryptionKey)).toBe(1);
    const [stored] = await t.db.select().from(surveys).where(eq(surveys.id, survey.id));
    expect(decryptDisability(stored.disabilityEncrypted, t.config.dataEncryptionKey)).toEqual({
      hasDisabilityCertificate: true,
      typeOfDisability: "niepełnosprawność ruchowa",
    });
    const left = (await t.db.execute(
      sql`SELECT to_regclass('survey_disability_pending')::text AS "left"`,
    )) as unknown as {
      rows: { left: string | null }[];
    };
    expect(left.rows[0].left).toBeNull();
    expect(await encryptPendingDisabilityData(t.db, t.config.dataEncryptionKey)).toBe(0);
  });
});
