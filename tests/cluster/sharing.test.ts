// What the instances share through the database (issue 17): an idempotency
// key a form was sent with, and a file uploaded through the other instance.
import { randomUUID } from "node:crypto";

import { clubApplicationFields } from "../support/forms";
import { classTime, cookieOf, DEMO, newClassForm, post, query, theCluster } from "./support";

const { publicUrl, instances, databaseUrl } = theCluster();
const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

async function logIn(account: { email: string; password: string }) {
  const response = await post(publicUrl, "/logowanie", new URLSearchParams({ ...account, redirectTo: "/konto" }));
  expect(response.status).toBe(302);
  return cookieOf(response);
}

describe("shared by the instances", () => {
  it("an idempotency key: a form sent again to the other instance is stored once and answered alike", async () => {
    const cookie = await logIn(DEMO);
    const topic = `Klaster powtórzony ${randomUUID()}`;
    const form = newClassForm(classTime(12, 5), topic);
    // As a browser resends a form whose answer was lost, and the proxy passes it to the other instance.
    for (const instance of instances) {
      const answer = await post(instance.url, "/konto/harmonogram/1/nowe", form, { cookie });
      expect(answer.status, instance.name).toBe(302);
      expect(answer.headers.get("location")).toBe("/konto/harmonogram/1");
    }
    const stored = await query(databaseUrl, "SELECT id FROM schedule_items WHERE topic = $1", [topic]);
    expect(stored).toHaveLength(1);
  });

  it("an upload: the principal's consent sent through one instance is downloaded through the other", async () => {
    // Piotr has a certificate and no club yet.
    const email = "piotr.wisniewski@example.pl";
    const cookie = await logIn({ email, password: DEMO.password });
    const consent = new TextEncoder().encode(`%PDF-1.4\n%zgoda dyrektora ${randomUUID()}\n`);
    const form = new FormData();
    for (const [name, value] of Object.entries(APPLICATION)) form.append(name, value);
    form.append("user_email", email);
    form.append("submission_key", randomUUID());
    form.append("schools_principal_consent", new File([consent], "zgoda.pdf", { type: "application/pdf" }));
    const [first, second] = instances;
    const sent = await fetch(`${first!.url}/konto/zgloszenie-klubu`, {
      method: "POST",
      body: form,
      headers: { "user-agent": UA, origin: first!.url, cookie },
      redirect: "manual",
    });
    expect(sent.status).toBe(302);
    const [row] = await query<{ file: string }>(
      databaseUrl,
      `SELECT e.schools_principal_consent_file_id AS file
         FROM club_enrollments e JOIN users u ON u.id = e.user_id WHERE u.email = $1`,
      [email],
    );
    expect(row?.file).toMatch(/^[0-9a-f-]{36}$/);
    const download = await fetch(`${second!.url}/konto/zgloszenie-klubu/plik/${row!.file}`, {
      headers: { "user-agent": UA, cookie },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toContain("zgoda.pdf");
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(consent);
  });
});

/** The club application's fields as a teacher fills them in. */
const APPLICATION = clubApplicationFields({
  school_name: "Szkoła Podstawowa nr 3",
  school_voivodeship: "mazowieckie",
  user_first_name: "Piotr",
  user_last_name: "Wiśniewski",
  user_email: null,
});
