import type { LANDMARK_KINDS } from "../app/schemas/enums";

/**
 * Seed data only: well-known Riyadh places people look for offices near (issue 34), in English and
 * Arabic, at their real sites (WGS84, from OpenStreetMap; a station at its entrance building, a campus,
 * a district or an airport at its centre). The admin keeps the list in the dashboard.
 */
export const RIYADH_LANDMARKS: readonly {
  name: string;
  nameAr: string;
  kind: (typeof LANDMARK_KINDS)[number];
  latitude: number;
  longitude: number;
}[] = [
  { name: "KAFD", nameAr: "كافد", kind: "business_district", latitude: 24.7636, longitude: 46.6404 },
  { name: "Kingdom Centre", nameAr: "برج المملكة", kind: "mall", latitude: 24.71136, longitude: 46.67442 },
  { name: "Al Faisaliah", nameAr: "الفيصلية", kind: "mall", latitude: 24.69038, longitude: 46.68507 },
  { name: "Riyadh Park", nameAr: "الرياض بارك", kind: "mall", latitude: 24.7556, longitude: 46.6297 },
  { name: "King Khalid International Airport", nameAr: "مطار الملك خالد الدولي", kind: "airport", latitude: 24.9576, longitude: 46.6988 },
  { name: "King Saud University", nameAr: "جامعة الملك سعود", kind: "university", latitude: 24.7163, longitude: 46.6191 },
  { name: "Princess Nourah University", nameAr: "جامعة الأميرة نورة", kind: "university", latitude: 24.8467, longitude: 46.7245 },
  { name: "KAFD Metro Station", nameAr: "محطة مترو كافد", kind: "metro_station", latitude: 24.7672, longitude: 46.6433 },
  { name: "STC Metro Station", nameAr: "محطة مترو STC", kind: "metro_station", latitude: 24.7366, longitude: 46.6691 },
  { name: "Olaya Metro Station", nameAr: "محطة مترو العليا", kind: "metro_station", latitude: 24.6961, longitude: 46.6858 },
];
