/**
 * The fixed list of 25 Riyadh districts used for location suggestions, the district
 * filter and seeding. Coordinates are the approximate centre of each district
 * (WGS84, 6 decimals). Isomorphic: safe to import from client and server code.
 */
export const RIYADH_DISTRICTS = [
  { name: "Olaya", nameAr: "العليا", latitude: 24.698500, longitude: 46.684900 },
  { name: "Granada", nameAr: "غرناطة", latitude: 24.786000, longitude: 46.727000 },
  { name: "Al Malqa", nameAr: "الملقا", latitude: 24.808000, longitude: 46.612000 },
  { name: "Hittin", nameAr: "حطين", latitude: 24.762000, longitude: 46.601000 },
  { name: "Diplomatic Quarter", nameAr: "الحي الدبلوماسي", latitude: 24.684000, longitude: 46.624000 },
  {
    name: "King Abdullah Financial District",
    nameAr: "مركز الملك عبدالله المالي",
    latitude: 24.762700,
    longitude: 46.639700,
  },
  { name: "Al Sulimaniyah", nameAr: "السليمانية", latitude: 24.704200, longitude: 46.698600 },
  { name: "Al Wurud", nameAr: "الورود", latitude: 24.723400, longitude: 46.675800 },
  { name: "Al Muruj", nameAr: "المروج", latitude: 24.752600, longitude: 46.660200 },
  { name: "Al Nakheel", nameAr: "النخيل", latitude: 24.744000, longitude: 46.626000 },
  { name: "Al Yasmin", nameAr: "الياسمين", latitude: 24.828000, longitude: 46.645000 },
  { name: "Al Sahafa", nameAr: "الصحافة", latitude: 24.809000, longitude: 46.640000 },
  { name: "Al Aqiq", nameAr: "العقيق", latitude: 24.778000, longitude: 46.628000 },
  { name: "Al Rabi", nameAr: "الربيع", latitude: 24.795000, longitude: 46.660000 },
  { name: "Al Nafal", nameAr: "النفل", latitude: 24.782500, longitude: 46.676000 },
  { name: "Al Izdihar", nameAr: "الازدهار", latitude: 24.775000, longitude: 46.700000 },
  { name: "Al Mursalat", nameAr: "المرسلات", latitude: 24.747200, longitude: 46.690500 },
  { name: "Al Nuzha", nameAr: "النزهة", latitude: 24.759000, longitude: 46.712000 },
  { name: "Al Ghadir", nameAr: "الغدير", latitude: 24.774000, longitude: 46.657000 },
  { name: "Qurtubah", nameAr: "قرطبة", latitude: 24.808000, longitude: 46.746000 },
  { name: "Al Rawdah", nameAr: "الروضة", latitude: 24.738000, longitude: 46.769000 },
  { name: "Al Khaleej", nameAr: "الخليج", latitude: 24.772000, longitude: 46.800000 },
  { name: "Al Naseem", nameAr: "النسيم", latitude: 24.733000, longitude: 46.825000 },
  { name: "Al Malaz", nameAr: "الملز", latitude: 24.664000, longitude: 46.733000 },
  { name: "Al Murabba", nameAr: "المربع", latitude: 24.647000, longitude: 46.711000 },
] as const satisfies ReadonlyArray<{ name: string; nameAr: string; latitude: number; longitude: number }>;

export type RiyadhDistrictName = (typeof RIYADH_DISTRICTS)[number]["name"];
