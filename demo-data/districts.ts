/**
 * Seed data only: the 25 Riyadh districts a new database starts with, in English and Arabic. Pages,
 * filters and suggestions read districts from the database, so one an admin adds or renames shows
 * everywhere. Coordinates are the approximate centre of each district (WGS84).
 */
export const RIYADH_DISTRICTS = [
  { name: "Olaya", nameAr: "العليا", latitude: 24.6985, longitude: 46.6849 },
  { name: "Granada", nameAr: "غرناطة", latitude: 24.786, longitude: 46.727 },
  { name: "Al Malqa", nameAr: "الملقا", latitude: 24.808, longitude: 46.612 },
  { name: "Hittin", nameAr: "حطين", latitude: 24.762, longitude: 46.601 },
  { name: "Diplomatic Quarter", nameAr: "الحي الدبلوماسي", latitude: 24.684, longitude: 46.624 },
  {
    name: "King Abdullah Financial District",
    nameAr: "مركز الملك عبدالله المالي",
    latitude: 24.7627,
    longitude: 46.6397,
  },
  { name: "Al Sulimaniyah", nameAr: "السليمانية", latitude: 24.7042, longitude: 46.6986 },
  { name: "Al Wurud", nameAr: "الورود", latitude: 24.7234, longitude: 46.6758 },
  { name: "Al Muruj", nameAr: "المروج", latitude: 24.7526, longitude: 46.6602 },
  { name: "Al Nakheel", nameAr: "النخيل", latitude: 24.744, longitude: 46.626 },
  { name: "Al Yasmin", nameAr: "الياسمين", latitude: 24.828, longitude: 46.645 },
  { name: "Al Sahafa", nameAr: "الصحافة", latitude: 24.809, longitude: 46.64 },
  { name: "Al Aqiq", nameAr: "العقيق", latitude: 24.778, longitude: 46.628 },
  { name: "Al Rabi", nameAr: "الربيع", latitude: 24.795, longitude: 46.66 },
  { name: "Al Nafal", nameAr: "النفل", latitude: 24.7825, longitude: 46.676 },
  { name: "Al Izdihar", nameAr: "الازدهار", latitude: 24.775, longitude: 46.7 },
  { name: "Al Mursalat", nameAr: "المرسلات", latitude: 24.7472, longitude: 46.6905 },
  { name: "Al Nuzha", nameAr: "النزهة", latitude: 24.759, longitude: 46.712 },
  { name: "Al Ghadir", nameAr: "الغدير", latitude: 24.774, longitude: 46.657 },
  { name: "Qurtubah", nameAr: "قرطبة", latitude: 24.808, longitude: 46.746 },
  { name: "Al Rawdah", nameAr: "الروضة", latitude: 24.738, longitude: 46.769 },
  { name: "Al Khaleej", nameAr: "الخليج", latitude: 24.772, longitude: 46.8 },
  { name: "Al Naseem", nameAr: "النسيم", latitude: 24.733, longitude: 46.825 },
  { name: "Al Malaz", nameAr: "الملز", latitude: 24.664, longitude: 46.733 },
  { name: "Al Murabba", nameAr: "المربع", latitude: 24.647, longitude: 46.711 },
] as const satisfies ReadonlyArray<{ name: string; nameAr: string; latitude: number; longitude: number }>;

export type RiyadhDistrictName = (typeof RIYADH_DISTRICTS)[number]["name"];
