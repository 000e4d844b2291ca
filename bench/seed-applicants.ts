// Teachers about to apply for a club, for the enrolment-opening rush
// (bench/rush.mjs): each with the demo password and a congress certificate,
// and no club application yet; and an office account with the demo office's
// authenticator (production data has no demo office). Written with the API's
// own database layer, in batches, while the servers run (PostgreSQL only).
//
//   npx tsx bench/seed-applicants.ts <count>     (DATABASE_URL as for the server)
import { pathToFileURL } from "node:url";

import { eq } from "drizzle-orm";

import { getConfig } from "../server/config";
import { closeAllDatabases, getDb } from "../server/db/client";
import { DEMO_STAFF_TOTP_SECRET } from "../server/db/demo-data";
import { certificates, secondFactors, users } from "../server/db/schema";
import { encryptField } from "../server/security/encryption";

const TEMPLATE = "anna.nowak@example.pl";
const BATCH = 200;
export const RUSH_OFFICE = "biuro.nabor@example.pl";

export function applicantEmail(index: number): string {
  return `wniosek.${String(index).padStart(4, "0")}@example.pl`;
}

async function main() {
  const count = Number(process.argv[2] ?? 1000);
  if (!Number.isInteger(count) || count < 1 || count > 10_000) throw new Error("count: 1–10 000");
  const config = getConfig();
  const db = await getDb(config);
  const [template] = await db.select().from(users).where(eq(users.email, TEMPLATE));
  if (!template) throw new Error("the demo data is missing (npm run db:seed first)");
  const { id: _id, ...account } = template;
  await db.transaction(async (tx) => {
    const [office] = await tx
      .insert(users)
      .values({ ...account, email: RUSH_OFFICE, firstname: "Biuro", lastname: "Naboru", isStaff: true })
      .returning({ id: users.id });
    await tx.insert(secondFactors).values({
      userId: office!.id,
      secretEncrypted: encryptField(DEMO_STAFF_TOTP_SECRET, config.dataEncryptionKey),
      enabledAt: new Date(),
    });
    for (let start = 1; start <= count; start += BATCH) {
      const indexes = Array.from({ length: Math.min(BATCH, count - start + 1) }, (_, offset) => start + offset);
      const created = await tx
        .insert(users)
        .values(
          indexes.map((index) => ({
            ...account,
            email: applicantEmail(index),
            firstname: "Nauczycielka",
            lastname: `Wnioskująca ${index}`,
            agreementDateSigned: null,
          })),
        )
        .returning({ id: users.id, email: users.email });
      await tx.insert(certificates).values(
        created.map((user) => ({
          userId: user.id,
          number: `KS/2026/R/${user.email.slice(8, 12)}`,
          issuedAt: "2026-09-20",
        })),
      );
    }
  });
  console.info(`${count} teachers ready to apply, and ${RUSH_OFFICE} (password as the demo accounts').`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main()
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    })
    .finally(() => closeAllDatabases());
}
