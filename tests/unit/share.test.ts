import { describe, expect, it } from "vitest";
import { saudiMobile, whatsAppHref } from "~/utils/phone";
import { shareHrefs } from "~/utils/share";

describe("saudiMobile", () => {
  it("reads a Saudi mobile in its usual spellings", () => {
    for (const phone of ["0551234567", "055 123 4567", "+966551234567", "+966 55 123 4567", "00966-55-123-4567", "966551234567"]) {
      expect(saudiMobile(phone), phone).toBe("966551234567");
    }
  });

  it("leaves out landlines, foreign numbers, short numbers and nothing at all", () => {
    for (const phone of ["+966 11 412 3380", "0114123380", "+971 50 123 4567", "055123456", "05512345678", "", null, undefined]) {
      expect(saudiMobile(phone), String(phone)).toBeNull();
    }
  });
});

describe("share links", () => {
  it("carry the title and the address, encoded, Arabic included", () => {
    const url = "https://offices.example/property/7?lng=ar";
    const links = shareHrefs("مكتب في العليا & more", url);
    expect(new URL(links.whatsapp).searchParams.get("text")).toBe(`مكتب في العليا & more\n${url}`);
    expect(new URL(links.x).searchParams.get("url")).toBe(url);
    expect(new URL(links.x).searchParams.get("text")).toBe("مكتب في العليا & more");
    expect(new URL(links.linkedin).searchParams.get("url")).toBe(url);
    expect(links.email).toBe(`mailto:?subject=${encodeURIComponent("مكتب في العليا & more")}&body=${encodeURIComponent(url)}`);
  });

  it("open a chat with the advertiser when given a number", () => {
    expect(whatsAppHref("966551234567", "Hi")).toBe("https://wa.me/966551234567?text=Hi");
  });
});
