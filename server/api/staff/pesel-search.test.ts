// Issue 38 item 13: the office finds a teacher by the end of their PESEL (its last 4 or 5 digits) or
// the whole, though it is stored encrypted, through keyed hashes stored beside it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { eq } from "drizzle-orm";

import { ClubEnrollmentStatus } from "../../../app/lib/contract/constants";
import {
  createClubEnrollment,
  createUser,
  expectJson,
  giveCertificate,
  loginAs,
  openTestApi,
  testConfig,
} from "../../../tests/support/api";
import { testDrivers } from "../../../tests/support/db";
import { clubApplicationForm } from "../../../tests/support/forms";
import { closeAllDatabases, getDb } from "../../db/client";
import { fillPeselHashes } from "../../db/pesel-search";
import { clubEnrollments } from "../../db/schema";
import { encryptField } from "../../security/encryption";
import { peselHashes } from "../../security/pesel-search";

// Both end in 9470; only the first in 19470.
const HALINA_PESEL = "88071719470";
const IRENA_PESEL = "91030509470";

describe.each(testDrivers())("the office's search by PESEL on %s", (driver) => {
  const t = openTestApi(driver);
  let staff: string;
  let halina: { id: number; token: string };
  let irena: { id: number };
  beforeAll(async () => {
    staff = (await loginAs(t, (await createUser(t.db, { isStaff: true })).email)).token;
    // Halina sends her application herself; Irena's is stored as the demo data stores one.
    const halinaUser = await createUser(t.db, { firstname: "Halina", lastname: "Peselowa" });
    await giveCertificate(t.db, halinaUser.id);
    halina = { id: halinaUser.id, token: (await loginAs(t, halinaUser.email)).token };
    const sent = await t.request("POST", "/pl/api/awf/club/enroll/", {
      token: halina.token,
      form: clubApplicationForm({ user_pesel: HALINA_PESEL }),
    });
    expect(sent.status).toBe(201);
    irena = await createUser(t.db, { firstname: "Irena", lastname: "Peselowa" });
    await createClubEnrollment(t.db, t.config, irena.id, ClubEnrollmentStatus.verification, { pesel: IRENA_PESEL });
    // Another teacher with an application, and one without, whom no PESEL finds.
    await createClubEnrollment(t.db, t.config, (await createUser(t.db)).id, ClubEnrollmentStatus.accepted);
    await createUser(t.db, { firstname: "Jadwiga", lastname: "Peselowa" });
  });

  const query = (q: string) => new URLSearchParams({ q }).toString();
  /** The ids of the accounts the people search and the certificate search find, and whose applications the list finds. */
  async function found(q: string) {
    const get = async (path: string) => expectJson(await t.request("GET", path, { token: staff }), 200);
    const people = await get(`/pl/api/staff/users/?${query(q)}`);
    const teachers = await get(`/pl/api/staff/teachers/?${query(q)}`);
    const applications = await get(`/pl/api/staff/club-applications/?${query(q)}`);
    const applicants = await t.db
      .select({ id: clubEnrollments.id, userId: clubEnrollments.userId })
      .from(clubEnrollments);
    const ids = (page: { results: { id: number }[] }) => page.results.map((row) => row.id).sort(byNumber);
    return {
      people: ids(people),
      teachers: ids(teachers),
      applications: ids(applications)
        .map((id) => applicants.find((row) => row.id === id)!.userId)
        .sort(byNumber),
    };
  }

  const byNumber = (a: number, b: number) => a - b;
  const everywhere = (...ids: number[]) => {
    const sorted = ids.sort(byNumber);
    return { people: sorted, teachers: sorted, applications: sorted };
  };

  it("finds a teacher by the last 4 or 5 digits of their PESEL or the whole, in every office search", async () => {
    expect(await found("9470")).toEqual(everywhere(halina.id, irena.id));
    expect(await found("19470")).toEqual(everywhere(halina.id));
    expect(await found("09470")).toEqual(everywhere(irena.id));
    expect(await found(HALINA_PESEL)).toEqual(everywhere(halina.id));
    expect(await found("8807 1719 470")).toEqual(everywhere(halina.id));
    // With the other filters of the list.
    const accepted = await t.request("GET", `/pl/api/staff/club-applications/?status=1&${query("9470")}`, {
      token: staff,
    });
    expect((await expectJson(accepted, 200)).count).toBe(0);
  });

  it("finds no one by 3 digits of the PESEL or by an end it does not have", async () => {
    for (const q of ["470", "9471", "29470", "88071719471", "8807171947"])
      expect(await found(q), q).toEqual(everywhere());
  });

  it("finds a corrected PESEL by its new end, never by the old", async () => {
    /** Halina's application sent back to her and corrected with `changes`: the answer's status. */
    const corrected = async (changes: Record<string, string>) => {
      await t.db
        .update(clubEnrollments)
        .set({ status: ClubEnrollmentStatus.correction })
        .where(eq(clubEnrollments.userId, halina.id));
      const response = await t.request("PUT", "/pl/api/awf/club/enroll/", {
        token: halina.token,
        form: clubApplicationForm(changes),
      });
      return response.status;
    };
    expect(await corrected({ user_pesel: "75122493863" })).toBe(200);
    expect(await found("93863")).toEqual(everywhere(halina.id));
    expect(await found("19470")).toEqual(everywhere());
    // A save that keeps the masked PESEL keeps its hashes.
    expect(await corrected({ user_pesel: "*******3863", user_city: "Radom" })).toBe(200);
    expect(await found("3863")).toEqual(everywhere(halina.id));
  });

  it("fills the hashes of applications stored without them, once, leaving a value the key cannot open", async () => {
    const key = t.config.dataEncryptionKey;
    const unreadable = await createUser(t.db, { firstname: "Klara", lastname: "Nieczytelna" });
    await createClubEnrollment(t.db, t.config, unreadable.id, ClubEnrollmentStatus.verification);
    await t.db
      .update(clubEnrollments)
      .set({ userPeselEncrypted: encryptField("02070803628", Buffer.alloc(32, 9)) })
      .where(eq(clubEnrollments.userId, unreadable.id));
    // As migration 0022 leaves the applications already there.
    await t.db.update(clubEnrollments).set({ peselTail4Hmac: null, peselTail5Hmac: null, peselHmac: null });
    expect(await found("09470")).toEqual(everywhere());

    const all = (await t.db.select({ id: clubEnrollments.id }).from(clubEnrollments)).length;
    expect(await fillPeselHashes(t.db, key, { only: "missing", batch: 2 })).toEqual({
      filled: all - 1,
      unreadable: 1,
    });
    expect(await found("09470")).toEqual(everywhere(irena.id));
    expect(await found(IRENA_PESEL)).toEqual(everywhere(irena.id));
    const [stored] = await t.db.select().from(clubEnrollments).where(eq(clubEnrollments.userId, irena.id));
    const hashes = peselHashes(IRENA_PESEL, key);
    expect([stored.peselTail4Hmac, stored.peselTail5Hmac, stored.peselHmac]).toEqual([
      hashes.tail4,
      hashes.tail5,
      hashes.whole,
    ]);
    // Nothing is left to fill on the next start but what the key cannot open.
    expect(await fillPeselHashes(t.db, key, { only: "missing" })).toEqual({ filled: 0, unreadable: 1 });
    await t.db.delete(clubEnrollments).where(eq(clubEnrollments.userId, unreadable.id));
  });
});

describe("the embedded database's start", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "sport-kluby-pesel-"));
  afterAll(async () => {
    await closeAllDatabases();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("fills the PESEL hashes of applications stored before them", async () => {
    const config = testConfig({ dataDir: root });
    const before = await getDb(config);
    const teacher = await createUser(before, { firstname: "Lucyna", lastname: "Dawna" });
    await createClubEnrollment(before, config, teacher.id, ClubEnrollmentStatus.accepted, { pesel: IRENA_PESEL });
    await before.update(clubEnrollments).set({ peselTail4Hmac: null, peselTail5Hmac: null, peselHmac: null });
    await closeAllDatabases();

    const db = await getDb(config);
    const [stored] = await db.select().from(clubEnrollments).where(eq(clubEnrollments.userId, teacher.id));
    expect(stored.peselTail5Hmac).toBe(peselHashes(IRENA_PESEL, config.dataEncryptionKey).tail5);
  });
});
