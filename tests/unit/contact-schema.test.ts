import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import en from "~/locales/en";
import { ContactSchema } from "~/schemas/contact";

const valid = {
  firstName: "Sara",
  lastName: "Ali",
  email: "sara@example.com",
  phone: "",
  subject: "Office tour",
  message: "I would like to visit next week.",
};

function errorsOf(input: Record<string, string>) {
  const form = new FormData();
  Object.entries(input).forEach(([key, value]) => form.set(key, value));
  const submission = parseWithZod(form, { schema: ContactSchema });
  return submission.status === "success" ? {} : (submission.reply().error ?? {});
}

describe("contact schema", () => {
  it("accepts a complete message with the optional phone left empty", () => {
    expect(errorsOf(valid)).toEqual({});
  });

  it("gives the spec's exact message for each field", () => {
    const errors = errorsOf({ firstName: "S", lastName: "A", email: "nope", subject: "Hi", message: "short" });
    const text = (key: string) =>
      (errors[key]?.[0] ?? "").split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
    expect(text("firstName")).toBe("First name must be at least 2 characters");
    expect(text("lastName")).toBe("Last name must be at least 2 characters");
    expect(text("email")).toBe("Please enter a valid email address");
    expect(text("subject")).toBe("Subject must be at least 5 characters");
    expect(text("message")).toBe("Message must be at least 10 characters");
  });

  it("refuses missing fields and oversized text", () => {
    expect(Object.keys(errorsOf({}))).toEqual(["firstName", "lastName", "email", "subject", "message"]);
    expect(errorsOf({ ...valid, message: "x".repeat(5001) }).message).toEqual(["contact.errors.tooLong"]);
    expect(errorsOf({ ...valid, phone: "call me" }).phone).toEqual(["contact.errors.phone"]);
  });
});
