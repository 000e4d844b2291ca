import { eq } from "drizzle-orm";

import { createUser, describeOnEachDatabase } from "../../tests/support/api";
import { auditEntriesAbout, recordAudit } from "./audit";
import { auditLog, users } from "./schema";

// Issue 15 item 8, ASVS 4.0.3 V7.3.3: entries cannot be changed or removed, by any code path.
describeOnEachDatabase("the audit log on %s", (t) => {
  it("refuses to change or remove an entry, and keeps its label when the actor's account is deleted", async () => {
    const staff = await createUser(t.db, { isStaff: true });
    await recordAudit(t.db, {
      actorUserId: staff.id,
      actorLabel: staff.email,
      action: "certificate.issue",
      subjectType: "certificate",
      subjectId: 4242,
      after: { number: "SK/1" },
    });
    const [entry] = await auditEntriesAbout(t.db, "certificate", 4242);

    await expect(t.db.update(auditLog).set({ reason: "zmienione" }).where(eq(auditLog.id, entry.id))).rejects.toThrow();
    await expect(
      t.db.update(auditLog).set({ actorUserId: null, action: "x" }).where(eq(auditLog.id, entry.id)),
    ).rejects.toThrow();
    await expect(t.db.delete(auditLog).where(eq(auditLog.id, entry.id))).rejects.toThrow();

    await t.db.delete(users).where(eq(users.id, staff.id));
    const [kept] = await auditEntriesAbout(t.db, "certificate", 4242);
    expect(kept).toMatchObject({ actorUserId: null, actorLabel: staff.email, action: "certificate.issue", reason: "" });
  });
});
