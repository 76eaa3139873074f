import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { inRiyadh, pointOfMapLink } from "~/schemas/location";
import { PropertyInputSchema } from "~/schemas/property";
import { PropertyFormSchema } from "~/schemas/property-form";
import { listingInput, propertyFormFields } from "../factories";

/** The property form as the server reads it (Conform turns the strings into numbers). */
function parseForm(overrides: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(propertyFormFields(overrides))) for (const item of [value].flat()) form.append(name, item);
  return parseWithZod(form, { schema: PropertyFormSchema });
}
const errorsOf = (overrides: Record<string, string>) => {
  const submission = parseForm(overrides);
  return submission.status === "success" ? null : submission.error;
};

const KINGDOM_CENTRE = { latitude: 24.711361, longitude: 46.674419 };

describe("pointOfMapLink", () => {
  it.each([
    [
      "Google Maps place",
      "https://www.google.com/maps/place/Kingdom+Centre/@24.7113,46.6700,17z/data=!3m1!4b1!4m6!3m5!1s0x3e2f!8m2!3d24.711361!4d46.674419",
    ],
    ["Google Maps search", "https://www.google.com/maps/search/?api=1&query=24.711361%2C46.674419"],
    ["Google Maps ?q=", "https://maps.google.com/?q=24.711361,46.674419"],
    ["Google Maps view", "https://www.google.com/maps/@24.711361,46.674419,15z"],
    ["OpenStreetMap marker", "https://www.openstreetmap.org/?mlat=24.711361&mlon=46.674419#map=17/24.71000/46.67000"],
    ["OpenStreetMap view", "https://www.openstreetmap.org/#map=17/24.711361/46.674419"],
    ["Apple Maps", "https://maps.apple.com/?ll=24.711361,46.674419&q=Kingdom%20Centre"],
    ["Apple Maps coordinate", "https://maps.apple.com/place?coordinate=24.711361,46.674419&name=Kingdom"],
    ["typed pair", " 24.711361, 46.674419 "],
    ["Arabic digits and comma", "٢٤٫٧١١٣٦١، ٤٦٫٦٧٤٤١٩"],
  ])("reads the point of a %s link", (_kind, link) => {
    expect(pointOfMapLink(link)).toEqual(KINGDOM_CENTRE);
  });

  it.each([["https://maps.app.goo.gl/AbCdEf123"], ["Kingdom Centre"], ["https://www.google.com/maps/@124.7,46.6,15z"], [""]])(
    "finds no point in %j",
    (link) => expect(pointOfMapLink(link)).toBeNull(),
  );

  it("knows Riyadh from elsewhere", () => {
    expect(inRiyadh(KINGDOM_CENTRE)).toBe(true);
    expect(inRiyadh({ latitude: 21.5433, longitude: 39.1728 })).toBe(false); // Jeddah
    expect(inRiyadh({ latitude: 46.67, longitude: 24.71 })).toBe(false); // swapped
  });
});

describe("a listing's point in its schemas", () => {
  it("the API takes a point inside Riyadh, or none, and refuses one outside or half of one", () => {
    expect(PropertyInputSchema.safeParse(listingInput({ latitude: 24.7, longitude: 46.68 })).success).toBe(true);
    expect(PropertyInputSchema.safeParse(listingInput()).success).toBe(true);
    const jeddah = PropertyInputSchema.safeParse(listingInput({ latitude: 21.54, longitude: 39.17 }));
    expect(jeddah.error?.flatten().fieldErrors).toEqual({
      latitude: ["admin.errors.listingLatitude"],
      longitude: ["admin.errors.listingLongitude"],
    });
    const half = PropertyInputSchema.safeParse(listingInput({ latitude: 24.7 }));
    expect(half.error?.flatten().fieldErrors).toEqual({ longitude: ["admin.errors.listingLongitude"] });
  });

  it("the form reads typed coordinates with Arabic digits, and a pasted link wins over them", () => {
    const typed = parseForm({ latitude: "٢٤٫٧٨٥", longitude: "46.73" });
    expect(typed.status === "success" && typed.value).toMatchObject({ latitude: 24.785, longitude: 46.73 });
    const linked = parseForm({ latitude: "24.785", longitude: "46.73", mapLink: "https://maps.google.com/?q=24.711361,46.674419" });
    expect(linked.status === "success" && linked.value).toMatchObject(KINGDOM_CENTRE);
    expect(linked.status === "success" && linked.value).not.toHaveProperty("mapLink");
  });

  it("the form names the link it cannot read or that points outside Riyadh, and a typed point outside", () => {
    expect(errorsOf({ mapLink: "https://maps.app.goo.gl/AbCdEf123" })).toEqual({ mapLink: ["admin.errors.mapLink"] });
    expect(errorsOf({ mapLink: "https://maps.google.com/?q=21.5433,39.1728" })).toEqual({
      mapLink: ["admin.errors.mapLinkOutside"],
    });
    expect(errorsOf({ latitude: "21.5", longitude: "46.7" })).toEqual({ latitude: ["admin.errors.listingLatitude"] });
  });
});
