import { validateWhileMounted } from "./validated-form";

describe("validateWhileMounted", () => {
  it("lets a field that blurs as its form leaves the page ask for nothing", async () => {
    const dropped = () => Promise.reject(new Error("Validate called before form was initialized."));
    await expect(validateWhileMounted(dropped)()).resolves.toBeUndefined();
  });

  it("passes the result through, and any other failure", async () => {
    await expect(validateWhileMounted(() => Promise.resolve({ error: undefined }))()).resolves.toEqual({
      error: undefined,
    });
    const broken = () => Promise.reject(new TypeError("validator broke"));
    await expect(validateWhileMounted(broken)()).rejects.toThrow("validator broke");
  });
});
