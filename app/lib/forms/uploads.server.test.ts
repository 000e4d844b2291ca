import { readFormWithFiles, UPLOAD_TOO_LARGE_MESSAGE } from "./uploads.server";

function post(fields: [string, string | File][]): Request {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  return new Request("http://localhost/konto/zgloszenie-klubu", { method: "POST", body });
}

const kb = (n: number, name = "zgoda.pdf") => new File([new Uint8Array(n * 1024)], name, { type: "application/pdf" });

describe("reading a form with a file", () => {
  it("keeps a file within the limit and every text field around it", async () => {
    const { formData, tooBig } = await readFormWithFiles(
      post([
        ["school_name", "Szkoła Podstawowa nr 12"],
        ["schools_principal_consent", kb(4)],
        ["user_last_name", "Żółkiewska"],
      ]),
      { fileFields: ["schools_principal_consent"], maxKb: 4 },
    );
    expect(tooBig).toEqual([]);
    expect(formData.get("school_name")).toBe("Szkoła Podstawowa nr 12");
    expect(formData.get("user_last_name")).toBe("Żółkiewska");
    const file = formData.get("schools_principal_consent") as File;
    expect(file.name).toBe("zgoda.pdf");
    expect(file.size).toBe(4 * 1024);
    expect(file.type).toBe("application/pdf");
  });

  it("reads past a file over the limit, reports it and still gives the fields after it", async () => {
    const { formData, tooBig } = await readFormWithFiles(
      post([
        ["school_name", "SP 12"],
        ["schools_principal_consent", kb(9, "skan.pdf")],
        ["user_last_name", "Nowak"],
      ]),
      { fileFields: ["schools_principal_consent"], maxKb: 4 },
    );
    expect(tooBig).toEqual([{ field: "schools_principal_consent", name: "skan.pdf", size: 9 * 1024 }]);
    expect(formData.has("schools_principal_consent")).toBe(false);
    expect(formData.get("user_last_name")).toBe("Nowak");
  });

  it("adds nothing for an empty file input, and keeps no file the form does not take", async () => {
    // As a browser sends an untouched file input: a part with an empty file name and no bytes.
    const boundary = "----granica";
    const part = (disposition: string, type: string, content: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\nContent-Type: ${type}\r\n\r\n${content}\r\n`;
    const body =
      part('name="schools_principal_consent"; filename=""', "application/octet-stream", "") +
      part('name="other"; filename="inny.pdf"', "application/pdf", "%PDF-1.4") +
      `--${boundary}\r\nContent-Disposition: form-data; name="school_name"\r\n\r\nSP 12\r\n--${boundary}--\r\n`;
    const request = new Request("http://localhost/konto/zgloszenie-klubu", {
      method: "POST",
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
      body,
    });
    const { formData } = await readFormWithFiles(request, { fileFields: ["schools_principal_consent"], maxKb: 4 });
    expect([...formData.entries()]).toEqual([["school_name", "SP 12"]]);
  });

  it("refuses a post far over any limit with 413, without reading it to its end", async () => {
    const refused = await readFormWithFiles(post([["schools_principal_consent", kb(90)]]), {
      fileFields: ["schools_principal_consent"],
      maxKb: 4,
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).status).toBe(413);
    expect(await (refused as Response).text()).toBe(UPLOAD_TOO_LARGE_MESSAGE);
  });

  it("reads a post that is not multipart as it is", async () => {
    const request = new Request("http://localhost/x", { method: "POST", body: new URLSearchParams({ a: "1" }) });
    const { formData, tooBig } = await readFormWithFiles(request, { fileFields: [], maxKb: 4 });
    expect(formData.get("a")).toBe("1");
    expect(tooBig).toEqual([]);
  });
});
