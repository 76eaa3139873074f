// Test data, shared by the unit, integration, reliability and e2e suites: one valid value of each
// input, with overrides for what a test is about. Plain objects only (no database): a test stores them
// through the same model or route it is testing.
import type { NewDistrictInput } from "~/schemas/district";
import type { InquiryInput } from "~/schemas/inquiry";

/** Every listing field, valid as the admin form and API take it (`amenities` as a list). */
export function listingInput(overrides: Record<string, unknown> = {}) {
  return {
    title: "Olaya Tower, floor 12",
    building: "Olaya Tower",
    address: "King Fahd Road",
    // Publishing needs the Arabic title, address and description (issue 33).
    titleAr: "برج العليا، الطابق 12",
    buildingAr: "برج العليا",
    addressAr: "طريق الملك فهد",
    descriptionAr: "مكتب مفتوح ومشرق يطل على طريق الملك فهد.",
    district: "Olaya",
    price: 180000,
    size: 240,
    floors: 1,
    capacity: 30,
    parkingSpaces: 4,
    type: "Office",
    furnished: true,
    featured: false,
    amenities: ["WiFi", "Parking", "Rooftop terrace"],
    description: "Bright open-plan office with a view over King Fahd Road.",
    availableFrom: "2026-03-01",
    contactPhone: "+966 11 400 1234",
    // A listing is published only with a valid advertising licence (issue 14).
    adLicenseNumber: "7100123456",
    adLicenseExpiresOn: "2099-12-31",
    advertiserName: "Olaya Tower Management",
    advertiserType: "owner",
    ...overrides,
  };
}

/** A visitor's inquiry about a listing (the page form's fields; the API adds propertyId). */
export function inquiryInput(overrides: Partial<InquiryInput> = {}): InquiryInput {
  return {
    name: "Sara Al-Qahtani",
    email: "sara@example.com",
    phone: "+966 50 123 4567",
    message: "Could we visit the office next Sunday?",
    ...overrides,
  };
}

/** The dashboard's property form as a browser sends it: every value a string, amenities repeated. */
export function propertyFormFields(overrides: Record<string, string | string[]> = {}): Record<string, string | string[]> {
  return {
    title: "Form-made office",
    titleAr: "مكتب من النموذج",
    building: "Granada Business Park",
    buildingAr: "مجمع غرناطة للأعمال",
    address: "Eastern Ring Road",
    addressAr: "الطريق الدائري الشرقي",
    descriptionAr: "طابقان مع غرف اجتماعات.",
    district: "Granada",
    price: "95000",
    size: "150",
    floors: "2",
    capacity: "18",
    parkingSpaces: "3",
    type: "Office",
    furnished: "on",
    description: "Two floors with meeting rooms.",
    availableFrom: "2026-01-15",
    contactPhone: "",
    amenities: ["WiFi", "Kitchen"],
    ...overrides,
  };
}

/** A district that is not in the seed data. */
export function districtInput(overrides: Partial<NewDistrictInput> = {}): NewDistrictInput {
  return { name: "Al Yasmin", nameAr: "الياسمين", latitude: 24.82, longitude: 46.64, ...overrides };
}

/** An administrator's credentials for upsertAdmin or the login form. */
export function adminCredentials(username = "test-admin") {
  return { username, password: `${username}-password-123` };
}

/** A listing's free-text fields, in both languages: what hostile-input tests fill with what no field may take. */
export const LISTING_TEXT_FIELDS = [
  "title",
  "titleAr",
  "building",
  "buildingAr",
  "address",
  "addressAr",
  "district",
  "type",
  "description",
  "descriptionAr",
  "contactPhone",
] as const;
