/**
 * Demo and load-test listings for seeding. Pure and deterministic: no clock, no Math.random.
 * Isomorphic: safe to import anywhere.
 */
import type { PropertyFields } from "../drizzle/schema";
import { FIXED_AMENITIES, type FixedAmenity } from "../app/utils/amenities";
import type { RiyadhDistrictName } from "./districts";
import { mulberry32 } from "../app/utils/random";
import { DEFAULT_MAP_CENTER } from "../app/utils/map";

/** The trust fields that are dates: a seed says how far from the day it is loaded they lie. */
type TrustDates = "adLicenseExpiresOn" | "confirmedAvailableAt";
export type SeedTrust = Pick<
  PropertyFields,
  | "adLicenseNumber"
  | "advertiserName"
  | "advertiserNameAr"
  | "advertiserType"
  | "brokerageLicenseNumber"
  | "serviceCharge"
  | "paymentTerms"
  | "vatApplies"
> & {
  /** The licence's last valid day, counted from the seeding day. */
  licenseDaysLeft: number;
  /** When the advertiser last confirmed availability, in days before seeding. */
  confirmedDaysAgo: number;
};

/** A demo listing: the property's own fields (published: the database's default), and which generated illustrations are its images. */
export interface SeedListing extends Omit<PropertyFields, TrustDates | keyof SeedTrust | "lifecycle">, SeedTrust {
  type: "Office";
  /** 2 or 3 numbers in 0..11: which generated illustration to use for each image. */
  imageVariants: number[];
  /** Which generated floor plans (0..2) the listing has, in order; none when left out. */
  floorPlanVariants?: number[];
  /** When the listing was added, in days before seeding; left out, the moment it is inserted (synthetic listings). */
  createdDaysAgo?: number;
}

/** What a listing says about its space (issue 38), worked out from its other facts by seedOffice(). */
type SeedOffice = Pick<
  PropertyFields,
  "fitOut" | "floor" | "ceilingHeight" | "workstations" | "meetingRooms" | "pantry" | "privateWashroom"
>;

/** A demo entry, typed tighter than SeedListing so typos in districts or amenities fail to compile; its point comes from DEMO_POINTS. */
interface DemoListing extends Omit<
  SeedListing,
  "district" | "amenities" | "latitude" | "longitude" | "tourUrl" | keyof SeedTrust | keyof SeedOffice
> {
  district: RiyadhDistrictName;
  amenities: FixedAmenity[];
}

const DEMO: DemoListing[] = [
  {
    title: "Premium Executive Floor in Al Faisaliah Tower",
    titleAr: "طابق تنفيذي فاخر في برج الفيصلية",
    building: "Al Faisaliah Tower",
    buildingAr: "برج الفيصلية",
    address: "King Fahd Road, Olaya, Riyadh 12212",
    addressAr: "طريق الملك فهد، حي العليا، الرياض 12212",
    district: "Olaya",
    price: 294000,
    size: 420,
    floors: 30,
    capacity: 52,
    parkingSpaces: 12,
    type: "Office",
    furnished: true,
    amenities: ["Parking", "Furnished", "AC", "Elevator", "Security", "Reception", "High-speed Internet", "Conference Rooms", "VIP Access"],
    description:
      "A fully fitted executive floor high in one of Riyadh's most recognisable landmarks, with sweeping views over King Fahd Road. The space includes a boardroom, eight private offices and an open workspace, all served by the tower's 24-hour concierge.",
    descriptionAr:
      "طابق تنفيذي مجهز بالكامل في الأدوار العليا من أحد أشهر معالم الرياض، بإطلالة بانورامية على طريق الملك فهد. يضم قاعة لمجلس الإدارة وثمانية مكاتب خاصة ومساحة عمل مفتوحة، وتخدمه جميعًا خدمة الاستقبال والضيافة في البرج على مدار 24 ساعة.",
    availableFrom: "2027-01-01",
    contactPhone: "+966 11 412 3380",
    featured: true,
    imageVariants: [6, 0, 3],
  },
  {
    title: "Corner Office Suite at Olaya Towers",
    titleAr: "جناح مكتبي على الزاوية في أبراج العليا",
    building: "Olaya Towers",
    buildingAr: "أبراج العليا",
    address: "Olaya Street, Olaya, Riyadh 12213",
    addressAr: "شارع العليا، حي العليا، الرياض 12213",
    district: "Olaya",
    price: 126000,
    size: 180,
    floors: 18,
    capacity: 22,
    parkingSpaces: 4,
    type: "Office",
    furnished: true,
    amenities: ["Parking", "Furnished", "AC", "Elevator", "Security", "High-speed Internet", "Meeting Rooms"],
    description:
      "A bright corner suite with floor-to-ceiling glazing on two sides and a private meeting room. Walking distance to Olaya Street's restaurants, banks and the metro station.",
    descriptionAr:
      "جناح زاوية مشرق بواجهات زجاجية من الأرض حتى السقف على جهتين، مع غرفة اجتماعات خاصة. على مسافة قريبة سيرًا على الأقدام من مطاعم شارع العليا وبنوكه ومحطة المترو.",
    availableFrom: "2027-02-15",
    contactPhone: "+966 11 418 2205",
    featured: false,
    imageVariants: [1, 7],
  },
  {
    title: "Serviced Office in Kingdom Centre",
    titleAr: "مكتب مخدوم في برج المملكة",
    building: "Kingdom Centre",
    buildingAr: "برج المملكة",
    address: "King Fahd Road, Olaya, Riyadh 12214",
    addressAr: "طريق الملك فهد، حي العليا، الرياض 12214",
    district: "Olaya",
    price: 85500,
    size: 95,
    floors: 24,
    capacity: 12,
    parkingSpaces: 2,
    type: "Office",
    furnished: true,
    amenities: ["Parking", "Furnished", "AC", "Elevator", "Security", "Reception", "High-speed Internet", "Cafeteria", "Prayer Room"],
    description:
      "A ready-to-use serviced office inside Kingdom Centre with shared reception and mail handling. Ideal for regional headquarters that need a prestigious address from day one.",
    descriptionAr:
      "مكتب مخدوم جاهز للاستخدام الفوري داخل برج المملكة، مع استقبال مشترك وخدمة استلام البريد وإدارته. خيار مثالي للمقرات الإقليمية التي تحتاج إلى عنوان مرموق من اليوم الأول.",
    availableFrom: "2026-12-01",
    contactPhone: "+966 55 420 7731",
    featured: true,
    imageVariants: [9, 2],
  },
  {
    title: "Compact Office Near Olaya Street",
    titleAr: "مكتب صغير بالقرب من شارع العليا",
    building: "Al Mousa Center",
    buildingAr: "مركز الموسى",
    address: "Olaya Street, Olaya, Riyadh 12211",
    addressAr: "شارع العليا، حي العليا، الرياض 12211",
    district: "Olaya",
    price: 27000,
    size: 60,
    floors: 6,
    capacity: 7,
    parkingSpaces: 1,
    type: "Office",
    furnished: false,
    amenities: ["Parking", "AC", "Elevator"],
    description:
      "A compact office in an established commercial centre, suited to a small consultancy or representative office. The unit is shell-and-core ready for your own fit-out.",
    descriptionAr:
      "مكتب بمساحة مدمجة في مركز تجاري عريق، يناسب مكاتب الاستشارات الصغيرة أو مكاتب التمثيل. تُسلَّم الوحدة على العظم وجاهزة لتشطيبها وتجهيزها حسب رغبتك.",
    availableFrom: "2027-03-01",
    contactPhone: null,
    featured: false,
    imageVariants: [4, 10],
  },
  {
    title: "Grade-A Floor Plate in KAFD",
    titleAr: "طابق مكتبي من الفئة الأولى في مركز الملك عبدالله المالي",
    building: "KAFD Parkside Tower",
    buildingAr: "برج الحديقة بمركز الملك عبدالله المالي",
    address: "King Fahd Road, King Abdullah Financial District, Riyadh 13519",
    addressAr: "طريق الملك فهد، مركز الملك عبدالله المالي، الرياض 13519",
    district: "King Abdullah Financial District",
    price: 297500,
    size: 850,
    floors: 40,
    capacity: 106,
    parkingSpaces: 30,
    type: "Office",
    furnished: false,
    amenities: ["Parking", "AC", "Elevator", "Security", "Reception", "High-speed Internet", "Conference Rooms", "Cafeteria", "Gym"],
    description:
      "An efficient, column-free floor plate in a LEED-certified tower at the heart of the financial district. Direct access to the KAFD monorail and skywalk network, with dedicated basement parking.",
    descriptionAr:
      "مساحة طابق عملية خالية من الأعمدة في برج حاصل على شهادة المباني الخضراء في قلب المركز المالي. وصول مباشر إلى قطار المونوريل وشبكة الجسور المعلقة للمشاة في مركز الملك عبدالله المالي، مع مواقف مخصصة في القبو.",
    availableFrom: "2027-04-01",
    contactPhone: "+966 11 455 0190",
    featured: false,
    imageVariants: [11, 5, 1],
  },
  {
    title: "Furnished Fintech Suite in KAFD",
    titleAr: "جناح مفروش لشركات التقنية المالية في مركز الملك عبدالله المالي",
    building: "KAFD Boulevard Offices",
    buildingAr: "مكاتب بوليفارد المركز المالي",
    address: "Al Aqiq Boulevard, King Abdullah Financial District, Riyadh 13519",
    addressAr: "جادة العقيق، مركز الملك عبدالله المالي، الرياض 13519",
    district: "King Abdullah Financial District",
    price: 216000,
    size: 240,
    floors: 28,
    capacity: 30,
    parkingSpaces: 8,
    type: "Office",
    furnished: true,
    amenities: ["Parking", "Furnished", "AC", "Elevator", "Security", "High-speed Internet", "Meeting Rooms", "VIP Access"],
    description:
      "A contemporary furnished suite designed for fintech and investment teams, with glass-walled meeting rooms and a hot-desk zone. Tenants enjoy the district's cafés, gym and landscaped wadi walk.",
    descriptionAr:
      "جناح عصري مفروش صُمّم لفرق التقنية المالية والاستثمار، يضم غرف اجتماعات بجدران زجاجية ومنطقة مكاتب مرنة غير مخصصة. ويستمتع المستأجرون بمقاهي المركز وناديه الرياضي وممشى الوادي المنسّق بالمساحات الخضراء.",
    availableFrom: "2027-01-15",
    contactPhone: "+966 11 456 7720",
    featured: true,
    imageVariants: [2, 8, 5],
  },
  {
    title: "Boardroom-Ready Office in KAFD",
    titleAr: "مكتب مهيأ لقاعة مجلس إدارة في مركز الملك عبدالله المالي",
    building: "Financial Plaza Tower",
    buildingAr: "برج الساحة المالية",
    address: "Northern Ring Road, King Abdullah Financial District, Riyadh 13519",
    addressAr: "الطريق الدائري الشمالي، مركز الملك عبدالله المالي، الرياض 13519",
    district: "King Abdullah Financial District",
    price: 110500,
    size: 130,
    floors: 22,
    capacity: 16,
    parkingSpaces: 3,
    type: "Office",
    furnished: false,
    amenities: ["Parking", "AC", "Elevator", "Security", "Conference Rooms"],
    description:
      "A well-proportioned office with space for a boardroom and a dozen workstations. The building offers round-the-clock security and fast access to the Northern Ring Road.",
    descriptionAr:
      "مكتب متناسق الأبعاد يتسع لقاعة مجلس إدارة واثنتي عشرة محطة عمل. يوفر المبنى حراسة أمنية على مدار الساعة ووصولًا سريعًا إلى الطريق الدائري الشمالي.",
    availableFrom: "2027-05-01",
    contactPhone: null,
    featured: false,
    imageVariants: [5, 11],
  },
  {
    title: "Office on Tahlia Street",
    titleAr: "مكتب على شارع التحلية",
    building: "Tahlia Business Center",
    buildingAr: "مركز التحلية للأعمال",
    address: "Prince Mohammed bin Abdulaziz Road, Al Sulimaniyah, Riyadh 12234",
    addressAr: "طريق الأمير محمد بن عبدالعزيز، حي السليمانية، الرياض 12234",
    district: "Al Sulimaniyah",
    price: 82500,
    size: 150,
    floors: 8,
    capacity: 18,
    parkingSpaces: 4,
    type: "Office",
    furnished: true,
    amenities: ["Parking", "Furnished", "AC", "Elevator", "Reception", "High-speed Internet"],
    description:
      "A furnished office on Riyadh's famous Tahlia Street, surrounded by cafés, boutiques and hotels. Great for client-facing businesses that value visibility and convenience.",
    descriptionAr:
      "مكتب مفروش على شارع التحلية الشهير في الرياض، تحيط به المقاهي والمتاجر الراقية والفنادق. خيار رائع للأنشطة التي تستقبل العملاء وتقدّر الحضور اللافت وسهولة الوصول.",
    availableFrom: "2026-12-15",
    contactPhone: "+966 11 463 1148",
    featured: false,
    imageVariants: [0, 9],
  },
  {
    title: "Open-Plan Office Floor in Al Sulimaniyah",
    titleAr: "طابق مكتبي مفتوح في حي السليمانية",
    building: "Sulimaniyah Plaza",
    buildingAr: "بلازا السليمانية",
    address: "Al Urubah Road, Al Sulimaniyah, Riyadh 12245",
    addressAr: "طريق العروبة، حي السليمانية، الرياض 12245",
    district: "Al Sulimaniyah",
    price: 234000,
    size: 520,
    floors: 10,
    capacity: 65,
    parkingSpaces: 15,
    type: "Office",
    furnished: false,
    amenities: [
      "Parking",
      "AC",
      "Elevator",
      "Security",
      "Reception",
      "High-speed Internet",
      "Conference Rooms",
      "Cafeteria",
      "Prayer Room",
    ],
    description:
      "A full open-plan floor with excellent natural light and a flexible layout for growing teams. The building has a staffed lobby, a ground-floor cafeteria and generous visitor parking.",
    descriptionAr:
      "طابق كامل بتصميم مفتوح يتميز بإضاءة طبيعية ممتازة وتوزيع مرن يناسب الفرق المتنامية. يضم المبنى ردهة مزودة بموظفي استقبال، وكافتيريا في الطابق الأرضي، ومواقف واسعة للزوار.",
    availableFrom: "2027-02-01",
    contactPhone: "+966 11 465 9032",
    featured: true,
    imageVariants: [7, 3, 10],
  },
  {
    title: "Bright Office Suite in Al Wurud",
    titleAr: "جناح مكتبي مشرق في حي الورود",
    building: "Al Wurud Business Gate",
    buildingAr: "بوابة الورود للأعمال",
    address: "Al Urubah Road, Al Wurud, Riyadh 12251",
    addressAr: "طريق العروبة، حي الورود، الرياض 12251",
    district: "Al Wurud",
    price: 60500,
    size: 110,
    floors: 7,
    capacity: 14,
    parkingSpaces: 3,
    type: "Office",
    furnished: true,
    amenities: ["Parking", "Furnished", "AC", "Elevator", "High-speed Internet"],
    description:
      "A light-filled furnished suite close to King Fahd Road and the Olaya business corridor. Includes a small kitchenette and a private manager's office.",
    descriptionAr:
      "جناح مفروش تغمره الإضاءة الطبيعية بالقرب من طريق الملك فهد ومحور الأعمال في العليا. يشمل مطبخًا صغيرًا ومكتبًا خاصًا للمدير.",
    availableFrom: "2027-03-15",
    contactPhone: "+966 50 470 2286",
    featured: false,
    imageVariants: [8, 1],
  },
  {
    title: "Startup Office near King Fahd Road",
    titleAr: "مكتب للشركات الناشئة قرب طريق الملك فهد",
    building: "Rose Tower Offices",
    buildingAr: "مكاتب برج الورد",
    address: "King Fahd Road, Al Wurud, Riyadh 12252",
    addressAr: "طريق الملك فهد، حي الورود، الرياض 12252",
    district: "Al Wurud",
    price: 35000,
    size: 70,
    floors: 5,
    capacity: 9,
    parkingSpaces: 2,
    type: "Office",
    furnished: false,
    amenities: ["Parking", "AC", "Elevator", "Security"],
    description:
      "An affordable first office for a young company, a short drive from Kingdom Centre. The unit has its own pantry and a secure entrance.",
    descriptionAr: "مكتب أول بسعر مناسب لشركة ناشئة، على بُعد دقائق بالسيارة من برج المملكة. تضم الوحدة ركن ضيافة خاصًا بها ومدخلًا آمنًا.",
    availableFrom: "2027-06-01",
    contactPhone: null,
    featured: false,
    imageVariants: [10, 4],
  },
  {
    title: "Modern Office in Al Malqa Business Park",
    titleAr: "مكتب عصري في مجمع الملقا للأعمال",
    building: "Al Malqa Business Park",
    buildingAr: "مجمع الملقا للأعمال",
    address: "Prince Mohammed bin Salman Road, Al Malqa, Riyadh 13521",
    addressAr: "طريق الأمير محمد بن سلمان، حي الملقا، الرياض 13521",
    district: "Al Malqa",
    price: 180000,
    size: 300,
    floors: 4,
    capacity: 38,
    parkingSpaces: 10,
    type: "Office",
    furnished: true,
    amenities: ["Parking", "Furnished", "AC", "Elevator", "Security", "Reception", "High-speed Internet", "Meeting Rooms", "Gym"],
    description:
      "A stylish low-rise office in a landscaped business park in fast-growing north Riyadh. The space comes furnished with ergonomic workstations, two meeting rooms and a lounge.",
    descriptionAr:
      "مكتب أنيق في مبنى منخفض الارتفاع ضمن مجمع أعمال تحيط به المساحات الخضراء في شمال الرياض سريع النمو. يُسلَّم مفروشًا بمحطات عمل مريحة، مع غرفتي اجتماعات وصالة جلوس.",
    availableFrom: "2027-01-01",
    contactPhone: "+966 11 481 5560",
    featured: true,
    imageVariants: [3, 6, 0],
  },
  {
    title: "Street-Facing Office on Anas bin Malik Road",
    titleAr: "مكتب بواجهة على طريق أنس بن مالك",
    building: "Anas bin Malik Commercial Center",
    buildingAr: "مركز أنس بن مالك التجاري",
    address: "Anas bin Malik Road, Al Malqa, Riyadh 13522",
    addressAr: "طريق أنس بن مالك، حي الملقا، الرياض 13522",
    district: "Al Malqa",
    price: 77000,
    size: 140,
    floors: 3,
    capacity: 17,
    parkingSpaces: 5,
    type: "Office",
    furnished: false,
    amenities: ["Parking", "AC", "Elevator", "Security", "Prayer Room"],
    description:
      "A visible first-floor office on one of north Riyadh's busiest commercial roads. Suitable for clinics' administration, real-estate agencies or sales teams.",
    descriptionAr:
      "مكتب في الطابق الأول بموقع بارز على أحد أكثر الطرق التجارية حركةً في شمال الرياض. يناسب الإدارات التابعة للعيادات ومكاتب الوساطة العقارية وفرق المبيعات.",
    availableFrom: "2027-04-15",
    contactPhone: null,
    featured: false,
    imageVariants: [5, 9],
  },
  {
    title: "Creative Studio Office in Hittin",
    titleAr: "مكتب استوديو إبداعي في حي حطين",
    building: "Hittin Square",
    buildingAr: "ساحة حطين",
    address: "Prince Turki bin Abdulaziz Al Awwal Road, Hittin, Riyadh 13512",
    addressAr: "طريق الأمير تركي بن عبدالعزيز الأول، حي حطين، الرياض 13512",
    district: "Hittin",
    price: 120000,
    size: 200,
    floors: 3,
    capacity: 25,
    parkingSpaces: 6,
    type: "Office",
    furnished: true,
    amenities: ["Parking", "Furnished", "AC", "High-speed Internet", "Cafeteria", "Meeting Rooms"],
    description:
      "A loft-style studio with high ceilings and exposed finishes, popular with design and media agencies. The square's cafés and terraces make it easy to host clients.",
    descriptionAr:
      "استوديو بطراز اللوفت بأسقف مرتفعة وتشطيبات مكشوفة، يحظى بإقبال وكالات التصميم والإعلام. وتسهّل مقاهي الساحة وجلساتها الخارجية استضافة العملاء.",
    availableFrom: "2027-02-01",
    contactPhone: "+966 11 487 3319",
    featured: false,
    imageVariants: [4, 2],
  },
  {
    title: "Two-Level Office Near Riyadh Boulevard",
    titleAr: "مكتب من طابقين بالقرب من بوليفارد الرياض",
    building: "Boulevard Offices Hittin",
    buildingAr: "مكاتب بوليفارد حطين",
    address: "Prince Mohammed bin Salman Road, Hittin, Riyadh 13516",
    addressAr: "طريق الأمير محمد بن سلمان، حي حطين، الرياض 13516",
    district: "Hittin",
    price: 286000,
    size: 650,
    floors: 2,
    capacity: 80,
    parkingSpaces: 20,
    type: "Office",
    furnished: true,
    amenities: ["Parking", "Furnished", "AC", "Security", "Reception", "High-speed Internet", "Conference Rooms", "VIP Access", "Gym"],
    description:
      "A striking two-level headquarters with an internal staircase, double-height reception and a private VIP majlis. Located minutes from Riyadh Boulevard's entertainment district.",
    descriptionAr:
      "مقر رئيسي لافت من طابقين بدرج داخلي، واستقبال بارتفاع مزدوج، ومجلس خاص لكبار الشخصيات. يقع على بُعد دقائق من منطقة الترفيه في بوليفارد الرياض.",
    availableFrom: "2027-03-01",
    contactPhone: "+966 11 489 6604",
    featured: true,
    imageVariants: [1, 11, 6],
  },
  {
    title: "Quiet Office Villa in the Diplomatic Quarter",
    titleAr: "فيلا مكتبية هادئة في الحي الدبلوماسي",
    building: "DQ Business Village",
    buildingAr: "قرية الأعمال بالحي الدبلوماسي",
    address: "Abdullah bin Hudhafah Al Sahmi Street, Diplomatic Quarter, Riyadh 12512",
    addressAr: "شارع عبدالله بن حذافة السهمي، الحي الدبلوماسي، الرياض 12512",
    district: "Diplomatic Quarter",
    price: 209000,
    size: 380,
    floors: 2,
    capacity: 47,
    parkingSpaces: 12,
    type: "Office",
    furnished: false,
    amenities: ["Parking", "AC", "Security", "High-speed Internet", "Conference Rooms", "Prayer Room"],
    description:
      "A detached office villa set among the Diplomatic Quarter's gardens and walking trails. Ideal for embassies' partners, NGOs and firms that value privacy and calm.",
    descriptionAr:
      "فيلا مكتبية مستقلة وسط حدائق الحي الدبلوماسي ومسارات المشي فيه. مثالية لشركاء السفارات والمنظمات غير الحكومية والشركات التي تقدّر الخصوصية والهدوء.",
    availableFrom: "2027-05-15",
    contactPhone: "+966 11 440 8825",
    featured: false,
    imageVariants: [7, 3],
  },
  {
    title: "Executive Suite in the Diplomatic Quarter",
    titleAr: "جناح تنفيذي في الحي الدبلوماسي",
    building: "Diplomatic Quarter Commercial Center",
    buildingAr: "المركز التجاري بالحي الدبلوماسي",
    address: "Al Safarat Street, Diplomatic Quarter, Riyadh 12512",
    addressAr: "شارع السفارات، الحي الدبلوماسي، الرياض 12512",
    district: "Diplomatic Quarter",
    price: 84000,
    size: 120,
    floors: 3,
    capacity: 15,
    parkingSpaces: 4,
    type: "Office",
    furnished: true,
    amenities: ["Parking", "Furnished", "AC", "Elevator", "Security", "Reception", "Meeting Rooms"],
    description:
      "A furnished executive suite with a secretary's desk and two private offices. The quarter's controlled access and green surroundings create a peaceful working environment.",
    descriptionAr: "جناح تنفيذي مفروش يضم مكتبًا للسكرتارية ومكتبين خاصين. ويوفر الدخول المنظّم إلى الحي ومحيطه الأخضر بيئة عمل هادئة.",
    availableFrom: "2026-12-01",
    contactPhone: "+966 54 441 2097",
    featured: false,
    imageVariants: [0, 8],
  },
  {
    title: "Mid-Size Office in Al Muruj",
    titleAr: "مكتب متوسط المساحة في حي المروج",
    building: "Al Muruj Plaza",
    buildingAr: "بلازا المروج",
    address: "Al Imam Saud bin Abdulaziz Road, Al Muruj, Riyadh 12281",
    addressAr: "طريق الإمام سعود بن عبدالعزيز، حي المروج، الرياض 12281",
    district: "Al Muruj",
    price: 117000,
    size: 260,
    floors: 6,
    capacity: 32,
    parkingSpaces: 8,
    type: "Office",
    furnished: false,
    amenities: ["Parking", "AC", "Elevator", "Security", "High-speed Internet", "Cafeteria"],
    description:
      "A practical mid-size office on a main artery between Olaya and the northern districts. The floor is partitioned into an open area and four enclosed rooms.",
    descriptionAr: "مكتب عملي متوسط المساحة على شريان رئيسي يربط العليا بالأحياء الشمالية. ينقسم الطابق إلى مساحة مفتوحة وأربع غرف مغلقة.",
    availableFrom: "2027-02-15",
    contactPhone: null,
    featured: false,
    imageVariants: [9, 5],
  },
  {
    title: "Office Close to King Saud University",
    titleAr: "مكتب قريب من جامعة الملك سعود",
    building: "Nakheel Business Center",
    buildingAr: "مركز النخيل للأعمال",
    address: "King Khalid Road, Al Nakheel, Riyadh 12382",
    addressAr: "طريق الملك خالد، حي النخيل، الرياض 12382",
    district: "Al Nakheel",
    price: 80000,
    size: 160,
    floors: 5,
    capacity: 20,
    parkingSpaces: 4,
    type: "Office",
    furnished: true,
    amenities: ["Parking", "Furnished", "AC", "Elevator", "High-speed Internet", "Meeting Rooms", "Prayer Room"],
    description:
      "A furnished office a few minutes from King Saud University, well suited to research firms and training providers. The building has a quiet lobby and covered parking.",
    descriptionAr:
      "مكتب مفروش على بُعد دقائق من جامعة الملك سعود، يناسب شركات الأبحاث ومقدمي خدمات التدريب. يضم المبنى ردهة هادئة ومواقف مغطاة.",
    availableFrom: "2027-01-15",
    contactPhone: "+966 11 467 5513",
    featured: false,
    imageVariants: [2, 10],
  },
  {
    title: "Coworking-Style Office in Al Yasmin",
    titleAr: "مكتب بأسلوب مساحات العمل المشتركة في حي الياسمين",
    building: "Yasmin Business Hub",
    buildingAr: "مركز الياسمين للأعمال",
    address: "Anas bin Malik Road, Al Yasmin, Riyadh 13325",
    addressAr: "طريق أنس بن مالك، حي الياسمين، الرياض 13325",
    district: "Al Yasmin",
    price: 40500,
    size: 90,
    floors: 4,
    capacity: 11,
    parkingSpaces: 2,
    type: "Office",
    furnished: true,
    amenities: ["Parking", "Furnished", "AC", "High-speed Internet", "Cafeteria"],
    description:
      "A furnished private office inside a lively business hub with shared lounges and a café. Flexible for small teams who want community without the noise of an open coworking floor.",
    descriptionAr:
      "مكتب خاص مفروش داخل مركز أعمال نابض بالحياة يضم صالات مشتركة ومقهى. خيار مرن للفرق الصغيرة التي ترغب في أجواء مجتمع الأعمال دون ضجيج مساحات العمل المشتركة المفتوحة.",
    availableFrom: "2027-03-01",
    contactPhone: "+966 11 493 2271",
    featured: false,
    imageVariants: [6, 4],
  },
  {
    title: "Large Office Floor on the Northern Ring",
    titleAr: "طابق مكتبي واسع على الطريق الدائري الشمالي",
    building: "Northern Ring Office Park",
    buildingAr: "مجمع مكاتب الدائري الشمالي",
    address: "Northern Ring Road, Al Yasmin, Riyadh 13322",
    addressAr: "الطريق الدائري الشمالي، حي الياسمين، الرياض 13322",
    district: "Al Yasmin",
    price: 261000,
    size: 900,
    floors: 6,
    capacity: 112,
    parkingSpaces: 30,
    type: "Office",
    furnished: false,
    amenities: [
      "Parking",
      "AC",
      "Elevator",
      "Security",
      "Reception",
      "High-speed Internet",
      "Conference Rooms",
      "Cafeteria",
      "Prayer Room",
    ],
    description:
      "A large, flexible floor in a modern office park with direct access to the Northern Ring Road. Excellent value per square metre for operations centres and growing corporate teams.",
    descriptionAr:
      "طابق واسع ومرن في مجمع مكاتب حديث بوصول مباشر إلى الطريق الدائري الشمالي. قيمة ممتازة مقابل كل متر مربع لمراكز العمليات وفرق الشركات المتنامية.",
    availableFrom: "2027-06-01",
    contactPhone: "+966 11 495 8840",
    featured: true,
    imageVariants: [11, 7, 3],
  },
  {
    title: "Tech Office in Al Sahafa",
    titleAr: "مكتب لشركات التقنية في حي الصحافة",
    building: "Al Sahafa Office Park",
    buildingAr: "مجمع الصحافة المكتبي",
    address: "Olaya Street, Al Sahafa, Riyadh 13315",
    addressAr: "شارع العليا، حي الصحافة، الرياض 13315",
    district: "Al Sahafa",
    price: 99000,
    size: 220,
    floors: 5,
    capacity: 27,
    parkingSpaces: 7,
    type: "Office",
    furnished: false,
    amenities: ["Parking", "AC", "Elevator", "Security", "High-speed Internet"],
    description:
      "A practical office with fibre connectivity and a dedicated server room, ready for software teams. Close to the Northern Ring and the new business boulevards of north Riyadh.",
    descriptionAr:
      "مكتب عملي مزود بالألياف البصرية وغرفة خوادم مخصصة، وجاهز لفرق تطوير البرمجيات. قريب من الطريق الدائري الشمالي ومحاور الأعمال الجديدة في شمال الرياض.",
    availableFrom: "2027-04-01",
    contactPhone: null,
    featured: false,
    imageVariants: [8, 0],
  },
  {
    title: "Furnished Office with Meeting Room in Al Sahafa",
    titleAr: "مكتب مفروش مع غرفة اجتماعات في حي الصحافة",
    building: "Sahafa Corporate Tower",
    buildingAr: "برج الصحافة للأعمال",
    address: "Al Thumamah Road, Al Sahafa, Riyadh 13321",
    addressAr: "طريق الثمامة، حي الصحافة، الرياض 13321",
    district: "Al Sahafa",
    price: 71500,
    size: 130,
    floors: 12,
    capacity: 16,
    parkingSpaces: 4,
    type: "Office",
    furnished: true,
    amenities: ["Parking", "Furnished", "AC", "Elevator", "Security", "Reception", "Meeting Rooms"],
    description:
      "A move-in-ready furnished office with its own meeting room and reception corner. The tower has a staffed lobby and shaded parking.",
    descriptionAr: "مكتب مفروش جاهز للانتقال الفوري، يضم غرفة اجتماعات خاصة وركنًا للاستقبال. ويوفر البرج ردهة بموظفي استقبال ومواقف مظللة.",
    availableFrom: "2026-12-15",
    contactPhone: "+966 11 497 1163",
    featured: false,
    imageVariants: [3, 9],
  },
  {
    title: "Grade-A Office Near KAFD",
    titleAr: "مكتب من الفئة الأولى قرب مركز الملك عبدالله المالي",
    building: "Al Aqiq Corporate Center",
    buildingAr: "مركز العقيق للأعمال",
    address: "Al Imam Saud bin Abdulaziz Road, Al Aqiq, Riyadh 13511",
    addressAr: "طريق الإمام سعود بن عبدالعزيز، حي العقيق، الرياض 13511",
    district: "Al Aqiq",
    price: 192500,
    size: 350,
    floors: 14,
    capacity: 44,
    parkingSpaces: 10,
    type: "Office",
    furnished: true,
    amenities: ["Parking", "Furnished", "AC", "Elevator", "Security", "Reception", "High-speed Internet", "Conference Rooms"],
    description:
      "Grade-A furnished offices just across the road from the King Abdullah Financial District. Panoramic views of the KAFD skyline and quick access to King Fahd Road.",
    descriptionAr:
      "مكاتب مفروشة من الفئة الأولى في الجهة المقابلة مباشرة لمركز الملك عبدالله المالي. إطلالات بانورامية على أبراج المركز المالي ووصول سريع إلى طريق الملك فهد.",
    availableFrom: "2027-02-01",
    contactPhone: "+966 11 450 3348",
    featured: false,
    imageVariants: [5, 1, 7],
  },
  {
    title: "Affordable Office in Al Rabi",
    titleAr: "مكتب بسعر مناسب في حي الربيع",
    building: "Al Rabi Business Square",
    buildingAr: "ساحة الربيع للأعمال",
    address: "Othman bin Affan Road, Al Rabi, Riyadh 13316",
    addressAr: "طريق عثمان بن عفان، حي الربيع، الرياض 13316",
    district: "Al Rabi",
    price: 25500,
    size: 75,
    floors: 3,
    capacity: 9,
    parkingSpaces: 2,
    type: "Office",
    furnished: false,
    amenities: ["Parking", "AC"],
    description:
      "A simple, well-maintained office for a small business on a budget. Shops, restaurants and a mosque are within walking distance.",
    descriptionAr:
      "مكتب بسيط بحالة جيدة يناسب المنشآت الصغيرة ذات الميزانية المحدودة. المحلات والمطاعم والمسجد على مسافة قريبة سيرًا على الأقدام.",
    availableFrom: "2027-05-01",
    contactPhone: null,
    featured: false,
    imageVariants: [10, 6],
  },
  {
    title: "Office on Othman bin Affan Road",
    titleAr: "مكتب على طريق عثمان بن عفان",
    building: "Al Nafal Commercial Complex",
    buildingAr: "مجمع النفل التجاري",
    address: "Othman bin Affan Road, Al Nafal, Riyadh 13312",
    addressAr: "طريق عثمان بن عفان، حي النفل، الرياض 13312",
    district: "Al Nafal",
    price: 54000,
    size: 120,
    floors: 4,
    capacity: 15,
    parkingSpaces: 3,
    type: "Office",
    furnished: false,
    amenities: ["Parking", "AC", "Elevator", "Security"],
    description:
      "A mid-floor office in a busy commercial complex with good road links to the airport and the city centre. Divided into a reception area and three offices.",
    descriptionAr: "مكتب في طابق متوسط ضمن مجمع تجاري نشط، بمحاور طرق جيدة إلى المطار ووسط المدينة. مقسّم إلى منطقة استقبال وثلاثة مكاتب.",
    availableFrom: "2027-03-15",
    contactPhone: null,
    featured: false,
    imageVariants: [1, 4],
  },
  {
    title: "Small Business Office in Al Izdihar",
    titleAr: "مكتب للمنشآت الصغيرة في حي الازدهار",
    building: "Izdihar Business Center",
    buildingAr: "مركز الازدهار للأعمال",
    address: "Abu Bakr Al Siddiq Road, Al Izdihar, Riyadh 12486",
    addressAr: "طريق أبي بكر الصديق، حي الازدهار، الرياض 12486",
    district: "Al Izdihar",
    price: 34000,
    size: 85,
    floors: 4,
    capacity: 10,
    parkingSpaces: 2,
    type: "Office",
    furnished: true,
    amenities: ["Parking", "Furnished", "AC", "Elevator"],
    description:
      "A furnished small office on Abu Bakr Al Siddiq Road, ready for a team of up to ten. Good value in a central, well-connected neighbourhood.",
    descriptionAr: "مكتب صغير مفروش على طريق أبي بكر الصديق، جاهز لفريق يصل إلى عشرة أشخاص. قيمة ممتازة في حي مركزي يتمتع بشبكة طرق جيدة.",
    availableFrom: "2027-01-01",
    contactPhone: "+966 11 476 6612",
    featured: false,
    imageVariants: [7, 2],
  },
  {
    title: "Office off King Abdulaziz Road",
    titleAr: "مكتب بالقرب من طريق الملك عبدالعزيز",
    building: "Mursalat Office Tower",
    buildingAr: "برج المرسلات المكتبي",
    address: "King Abdulaziz Road, Al Mursalat, Riyadh 12464",
    addressAr: "طريق الملك عبدالعزيز، حي المرسلات، الرياض 12464",
    district: "Al Mursalat",
    price: 85500,
    size: 190,
    floors: 9,
    capacity: 24,
    parkingSpaces: 5,
    type: "Office",
    furnished: false,
    amenities: ["Parking", "AC", "Elevator", "Security", "Reception", "Meeting Rooms"],
    description:
      "A versatile office in a mid-rise tower between Olaya and the northern districts. The building's shared meeting rooms can be booked by the hour.",
    descriptionAr:
      "مكتب متعدد الاستخدامات في برج متوسط الارتفاع بين العليا والأحياء الشمالية. ويمكن حجز غرف الاجتماعات المشتركة في المبنى بالساعة.",
    availableFrom: "2027-04-15",
    contactPhone: "+966 11 474 0953",
    featured: false,
    imageVariants: [4, 11],
  },
  {
    title: "Family Business Office in Al Rawdah",
    titleAr: "مكتب للأعمال العائلية في حي الروضة",
    building: "Al Rawdah Trade Center",
    buildingAr: "مركز الروضة التجاري",
    address: "Khalid bin Al Walid Road, Al Rawdah, Riyadh 13213",
    addressAr: "طريق خالد بن الوليد، حي الروضة، الرياض 13213",
    district: "Al Rawdah",
    price: 49000,
    size: 140,
    floors: 5,
    capacity: 17,
    parkingSpaces: 4,
    type: "Office",
    furnished: false,
    amenities: ["Parking", "AC", "Elevator", "Prayer Room"],
    description:
      "A spacious office in east Riyadh's established Al Rawdah district, well suited to trading and family businesses. Easy access to the Eastern Ring Road.",
    descriptionAr:
      "مكتب فسيح في حي الروضة العريق شرق الرياض، يناسب المؤسسات التجارية والشركات العائلية. وصول سهل إلى الطريق الدائري الشرقي.",
    availableFrom: "2027-02-15",
    contactPhone: null,
    featured: false,
    imageVariants: [9, 3],
  },
  {
    title: "Classic Office on Salah Al Din Road",
    titleAr: "مكتب كلاسيكي على طريق صلاح الدين",
    building: "Al Malaz Commercial Building",
    buildingAr: "عمارة الملز التجارية",
    address: "Salah Al Din Al Ayyubi Road, Al Malaz, Riyadh 12836",
    addressAr: "طريق صلاح الدين الأيوبي، حي الملز، الرياض 12836",
    district: "Al Malaz",
    price: 30000,
    size: 100,
    floors: 6,
    capacity: 12,
    parkingSpaces: 0,
    type: "Office",
    furnished: false,
    amenities: ["AC", "Elevator"],
    description:
      "A good-value office in the historic Al Malaz district, close to government offices and Al Malaz Park. Street parking is available nearby.",
    descriptionAr: "مكتب بسعر مجزٍ في حي الملز التاريخي، قريب من الجهات الحكومية وحديقة الملز. تتوفر مواقف على الشارع بالقرب من المبنى.",
    availableFrom: "2026-12-01",
    contactPhone: null,
    featured: false,
    imageVariants: [0, 6],
  },
  {
    title: "Office Near the National Museum",
    titleAr: "مكتب بالقرب من المتحف الوطني",
    building: "Al Murabba Heritage Offices",
    buildingAr: "مكاتب المربع التراثية",
    address: "King Faisal Road, Al Murabba, Riyadh 12613",
    addressAr: "طريق الملك فيصل، حي المربع، الرياض 12613",
    district: "Al Murabba",
    price: 63000,
    size: 180,
    floors: 4,
    capacity: 22,
    parkingSpaces: 5,
    type: "Office",
    furnished: true,
    amenities: ["Parking", "Furnished", "AC", "Elevator", "Security", "Prayer Room"],
    description:
      "A characterful furnished office a short walk from the National Museum and King Abdulaziz Historical Center. A distinctive address for cultural, tourism and public-sector consultancies.",
    descriptionAr:
      "مكتب مفروش ذو طابع مميز على بُعد خطوات من المتحف الوطني ومركز الملك عبدالعزيز التاريخي. عنوان فريد لشركات الاستشارات في مجالات الثقافة والسياحة والقطاع العام.",
    availableFrom: "2027-03-01",
    contactPhone: "+966 11 402 5519",
    featured: false,
    imageVariants: [8, 10, 2],
  },
  {
    title: "Budget Office in Al Naseem",
    titleAr: "مكتب اقتصادي في حي النسيم",
    building: "Al Naseem Business Center",
    buildingAr: "مركز النسيم للأعمال",
    address: "Hassan bin Thabit Street, Al Naseem, Riyadh 14243",
    addressAr: "شارع حسان بن ثابت، حي النسيم، الرياض 14243",
    district: "Al Naseem",
    price: 12000,
    size: 50,
    floors: 2,
    capacity: 6,
    parkingSpaces: 0,
    type: "Office",
    furnished: false,
    amenities: ["AC", "Security"],
    description:
      "An entry-level office for a sole trader or a small service company in east Riyadh. Low running costs and a ground-floor entrance.",
    descriptionAr: "مكتب مناسب للبداية لصاحب مؤسسة فردية أو شركة خدمات صغيرة في شرق الرياض. تكاليف تشغيل منخفضة ومدخل في الطابق الأرضي.",
    availableFrom: "2027-06-15",
    contactPhone: null,
    featured: false,
    imageVariants: [2, 5],
  },
  {
    title: "Operations Office with Storage in Al Khaleej",
    titleAr: "مكتب عمليات مع مستودع في حي الخليج",
    building: "Khaleej Logistics Park",
    buildingAr: "مجمع الخليج اللوجستي",
    address: "Eastern Ring Road, Al Khaleej, Riyadh 13223",
    addressAr: "الطريق الدائري الشرقي، حي الخليج، الرياض 13223",
    district: "Al Khaleej",
    price: 300000,
    size: 1500,
    floors: 2,
    capacity: 187,
    parkingSpaces: 40,
    type: "Office",
    furnished: false,
    amenities: ["Parking", "AC", "Security", "High-speed Internet", "Cafeteria", "Meeting Rooms", "Prayer Room"],
    description:
      "A very large two-level operations office with an attached storage area, ideal for logistics, distribution or call-centre teams. Ample truck and staff parking beside the Eastern Ring Road.",
    descriptionAr:
      "مكتب عمليات واسع جدًا من طابقين مع مساحة تخزين ملحقة، مثالي لفرق الخدمات اللوجستية والتوزيع ومراكز الاتصال. مواقف واسعة للشاحنات والموظفين بجوار الطريق الدائري الشرقي.",
    availableFrom: "2027-05-01",
    contactPhone: null,
    featured: false,
    imageVariants: [11, 9],
  },
  {
    title: "Bright Office off the Eastern Ring Road",
    titleAr: "مكتب مشرق بالقرب من الطريق الدائري الشرقي",
    building: "Qurtubah Office Park",
    buildingAr: "مجمع قرطبة المكتبي",
    address: "Al Imam Abdullah bin Saud Road, Qurtubah, Riyadh 13248",
    addressAr: "طريق الإمام عبدالله بن سعود، حي قرطبة، الرياض 13248",
    district: "Qurtubah",
    price: 96000,
    size: 240,
    floors: 5,
    capacity: 30,
    parkingSpaces: 8,
    type: "Office",
    furnished: true,
    amenities: ["Parking", "Furnished", "AC", "Elevator", "Security", "Reception", "High-speed Internet"],
    description:
      "A bright furnished office in a calm business park near the Eastern Ring Road. Quick drive to the airport, Granada Mall and the northern districts.",
    descriptionAr: "مكتب مفروش مشرق في مجمع أعمال هادئ قرب الطريق الدائري الشرقي. دقائق بالسيارة إلى المطار وغرناطة مول والأحياء الشمالية.",
    availableFrom: "2027-01-15",
    contactPhone: "+966 11 426 7734",
    featured: false,
    imageVariants: [6, 3],
  },
  {
    title: "Office Near King Abdulaziz Road",
    titleAr: "مكتب بالقرب من طريق الملك عبدالعزيز",
    building: "Al Nuzha Business Point",
    buildingAr: "ملتقى النزهة للأعمال",
    address: "King Abdulaziz Road, Al Nuzha, Riyadh 12471",
    addressAr: "طريق الملك عبدالعزيز، حي النزهة، الرياض 12471",
    district: "Al Nuzha",
    price: 44000,
    size: 110,
    floors: 3,
    capacity: 14,
    parkingSpaces: 3,
    type: "Office",
    furnished: false,
    amenities: ["Parking", "AC", "Elevator"],
    description:
      "A tidy office unit with good natural light on a main north-south road. Suited to accountancy, insurance or recruitment firms.",
    descriptionAr: "وحدة مكتبية مرتبة بإضاءة طبيعية جيدة على طريق رئيسي يمتد من الشمال إلى الجنوب. تناسب مكاتب المحاسبة والتأمين والتوظيف.",
    availableFrom: "2027-04-01",
    contactPhone: null,
    featured: false,
    imageVariants: [3, 8],
  },
  {
    title: "Furnished Office in Al Ghadir",
    titleAr: "مكتب مفروش في حي الغدير",
    building: "Al Ghadir Plaza",
    buildingAr: "بلازا الغدير",
    address: "Al Imam Saud bin Abdulaziz Road, Al Ghadir, Riyadh 13311",
    addressAr: "طريق الإمام سعود بن عبدالعزيز، حي الغدير، الرياض 13311",
    district: "Al Ghadir",
    price: 75000,
    size: 150,
    floors: 4,
    capacity: 19,
    parkingSpaces: 4,
    type: "Office",
    furnished: true,
    amenities: ["Parking", "Furnished", "AC", "Elevator", "Security", "High-speed Internet", "Meeting Rooms"],
    description:
      "A fully furnished office with a meeting room and a small staff kitchen. Al Ghadir's central location puts both Olaya and the airport road within easy reach.",
    descriptionAr:
      "مكتب مفروش بالكامل يضم غرفة اجتماعات ومطبخًا صغيرًا للموظفين. ويجعل الموقع المركزي لحي الغدير كلًّا من العليا وطريق المطار في متناول اليد.",
    availableFrom: "2027-02-01",
    contactPhone: "+966 11 478 3390",
    featured: false,
    imageVariants: [10, 1],
  },
  {
    title: "Office in Granada Business Park",
    titleAr: "مكتب في مجمع غرناطة للأعمال",
    building: "Granada Business Park",
    buildingAr: "مجمع غرناطة للأعمال",
    address: "Eastern Ring Road, Granada, Riyadh 13241",
    addressAr: "الطريق الدائري الشرقي، حي غرناطة، الرياض 13241",
    district: "Granada",
    price: 160000,
    size: 320,
    floors: 6,
    capacity: 40,
    parkingSpaces: 12,
    type: "Office",
    furnished: true,
    amenities: ["Parking", "Furnished", "AC", "Elevator", "Security", "Reception", "High-speed Internet", "Conference Rooms", "Cafeteria"],
    description:
      "A polished furnished office in one of east Riyadh's best-known business parks, beside Granada Mall. The campus offers landscaped courtyards, restaurants and extensive parking.",
    descriptionAr:
      "مكتب مفروش بتشطيبات راقية في أحد أشهر مجمعات الأعمال شرق الرياض، بجوار غرناطة مول. يضم المجمع ساحات منسّقة بالمساحات الخضراء ومطاعم ومواقف واسعة.",
    availableFrom: "2026-12-15",
    contactPhone: "+966 11 429 1157",
    featured: true,
    imageVariants: [4, 7, 11],
  },
  {
    title: "Starter Office Near Granada Mall",
    titleAr: "مكتب للبداية بالقرب من غرناطة مول",
    building: "Granada Plaza",
    buildingAr: "بلازا غرناطة",
    address: "King Abdullah Road, Granada, Riyadh 13242",
    addressAr: "طريق الملك عبدالله، حي غرناطة، الرياض 13242",
    district: "Granada",
    price: 23000,
    size: 65,
    floors: 3,
    capacity: 8,
    parkingSpaces: 1,
    type: "Office",
    furnished: false,
    amenities: ["Parking", "AC", "Security"],
    description: "A small starter office a few minutes from Granada Mall and King Abdullah Road. A cost-effective base for a new company.",
    descriptionAr: "مكتب صغير للبداية على بُعد دقائق من غرناطة مول وطريق الملك عبدالله. مقر اقتصادي لشركة جديدة.",
    availableFrom: "2027-06-01",
    contactPhone: null,
    featured: false,
    imageVariants: [5, 0],
  },
  {
    title: "Shared-Floor Office in Al Akaria Plaza",
    titleAr: "مكتب في طابق مشترك بالعقارية بلازا",
    building: "Al Akaria Plaza",
    buildingAr: "العقارية بلازا",
    address: "Olaya Street, Olaya, Riyadh 12214",
    addressAr: "شارع العليا، حي العليا، الرياض 12214",
    district: "Olaya",
    price: 147000,
    size: 230,
    floors: 10,
    capacity: 29,
    parkingSpaces: 6,
    type: "Office",
    furnished: false,
    amenities: ["Parking", "AC", "Elevator", "Security", "Reception", "Cafeteria", "Prayer Room"],
    description:
      "Half of a well-kept office floor in a long-established Olaya complex with shops and restaurants below. Surrounded by banks, hotels and ministries.",
    descriptionAr:
      "نصف طابق مكتبي بحالة ممتازة في مجمع عريق بحي العليا، تشغل المحلات والمطاعم طوابقه السفلية. تحيط به البنوك والفنادق والوزارات.",
    availableFrom: "2027-03-15",
    contactPhone: "+966 11 416 0442",
    featured: false,
    imageVariants: [2, 9],
  },
  {
    title: "Full Floor in KAFD Lakeside Tower",
    titleAr: "طابق كامل في برج البحيرة بمركز الملك عبدالله المالي",
    building: "KAFD Lakeside Tower",
    buildingAr: "برج البحيرة بمركز الملك عبدالله المالي",
    address: "Wadi Walk, King Abdullah Financial District, Riyadh 13519",
    addressAr: "ممشى الوادي، مركز الملك عبدالله المالي، الرياض 13519",
    district: "King Abdullah Financial District",
    price: 299500,
    size: 1100,
    floors: 35,
    capacity: 137,
    parkingSpaces: 40,
    type: "Office",
    furnished: false,
    amenities: ["Parking", "AC", "Elevator", "Security", "Reception", "High-speed Internet", "Conference Rooms", "VIP Access", "Gym"],
    description:
      "An entire floor in a landmark KAFD tower overlooking the wadi, ready for a corporate headquarters fit-out. Includes allocated parking, a private lift lobby and access to the tower's gym.",
    descriptionAr:
      "طابق كامل في أحد أبرز أبراج مركز الملك عبدالله المالي المطلة على الوادي، جاهز لتجهيزه مقرًا رئيسيًا للشركات. يشمل مواقف مخصصة وردهة مصاعد خاصة وإمكانية استخدام النادي الرياضي في البرج.",
    availableFrom: "2027-06-15",
    contactPhone: "+966 11 458 2276",
    featured: false,
    imageVariants: [11, 1, 5],
  },
  {
    title: "Executive Office with Garden View in Al Malqa",
    titleAr: "مكتب تنفيذي بإطلالة على الحديقة في حي الملقا",
    building: "Malqa Square",
    buildingAr: "ساحة الملقا",
    address: "Anas bin Malik Road, Al Malqa, Riyadh 13524",
    addressAr: "طريق أنس بن مالك، حي الملقا، الرياض 13524",
    district: "Al Malqa",
    price: 247500,
    size: 450,
    floors: 3,
    capacity: 56,
    parkingSpaces: 14,
    type: "Office",
    furnished: true,
    amenities: ["Parking", "Furnished", "AC", "Elevator", "Security", "Reception", "Conference Rooms", "Meeting Rooms", "VIP Access"],
    description:
      "A refined, fully furnished office overlooking a landscaped courtyard in north Riyadh. Features a VIP reception, a boardroom and several quiet rooms for focused work.",
    descriptionAr:
      "مكتب راقٍ مفروش بالكامل يطل على فناء منسّق بالمساحات الخضراء في شمال الرياض. يضم استقبالًا لكبار الشخصيات وقاعة لمجلس الإدارة وعدة غرف هادئة للعمل بتركيز.",
    availableFrom: "2027-04-01",
    contactPhone: "+966 11 483 9915",
    featured: false,
    imageVariants: [0, 3, 8],
  },
  {
    title: "Small Office in Al Yasmin",
    titleAr: "مكتب صغير في حي الياسمين",
    building: "Yasmin Commercial Tower",
    buildingAr: "برج الياسمين التجاري",
    address: "Al Thumamah Road, Al Yasmin, Riyadh 13326",
    addressAr: "طريق الثمامة، حي الياسمين، الرياض 13326",
    district: "Al Yasmin",
    price: 16500,
    size: 55,
    floors: 6,
    capacity: 7,
    parkingSpaces: 0,
    type: "Office",
    furnished: false,
    amenities: ["AC", "Elevator"],
    description:
      "A compact office on an upper floor with open views to the north. A low-cost address for freelancers and micro-businesses.",
    descriptionAr: "مكتب صغير في طابق علوي بإطلالة مفتوحة نحو الشمال. عنوان منخفض التكلفة للعاملين المستقلين والمنشآت متناهية الصغر.",
    availableFrom: "2027-05-15",
    contactPhone: "+966 11 492 4408",
    featured: false,
    imageVariants: [7, 4],
  },
  {
    title: "Furnished Team Office in Hittin Gate",
    titleAr: "مكتب مفروش لفريق عمل في بوابة حطين",
    building: "Hittin Gate",
    buildingAr: "بوابة حطين",
    address: "King Khalid Road, Hittin, Riyadh 13513",
    addressAr: "طريق الملك خالد، حي حطين، الرياض 13513",
    district: "Hittin",
    price: 68500,
    size: 125,
    floors: 4,
    capacity: 16,
    parkingSpaces: 3,
    type: "Office",
    furnished: true,
    amenities: ["Parking", "Furnished", "AC", "Elevator", "High-speed Internet", "Meeting Rooms"],
    description:
      "A furnished team office with a huddle room and a small pantry in a modern Hittin building. Close to Riyadh Boulevard and King Khalid Road.",
    descriptionAr: "مكتب مفروش لفريق عمل يضم غرفة نقاش صغيرة وركن ضيافة في مبنى حديث بحي حطين. قريب من بوليفارد الرياض وطريق الملك خالد.",
    availableFrom: "2027-01-01",
    contactPhone: "+966 11 488 1072",
    featured: false,
    imageVariants: [9, 6],
  },
  {
    title: "Compact Suite in Sulimaniyah Business Tower",
    titleAr: "جناح صغير في برج السليمانية للأعمال",
    building: "Sulimaniyah Business Tower",
    buildingAr: "برج السليمانية للأعمال",
    address: "Prince Sultan bin Abdulaziz Road, Al Sulimaniyah, Riyadh 12243",
    addressAr: "طريق الأمير سلطان بن عبدالعزيز، حي السليمانية، الرياض 12243",
    district: "Al Sulimaniyah",
    price: 44000,
    size: 80,
    floors: 12,
    capacity: 10,
    parkingSpaces: 2,
    type: "Office",
    furnished: true,
    amenities: ["Parking", "Furnished", "AC", "Elevator", "Security"],
    description:
      "A compact furnished suite in a well-run tower close to Tahlia Street. Includes shared reception services and secure underground parking.",
    descriptionAr: "جناح مفروش بمساحة مدمجة في برج يُدار باحترافية قرب شارع التحلية. يشمل خدمات استقبال مشتركة ومواقف آمنة تحت الأرض.",
    availableFrom: "2027-02-15",
    contactPhone: null,
    featured: false,
    imageVariants: [1, 8],
  },
];

/** The 44 handcrafted demo listings, covering all 25 districts in RIYADH_DISTRICTS. */
// The advertisers of the demo: who places an ad, with a FAL brokerage licence for the brokers.
const ADVERTISERS = [
  {
    advertiserName: "Al Nakheel Real Estate Brokerage",
    advertiserNameAr: "النخيل للوساطة العقارية",
    advertiserType: "broker",
    brokerageLicenseNumber: "1200012345",
  },
  {
    advertiserName: "Olaya Towers Management",
    advertiserNameAr: "إدارة أبراج العليا",
    advertiserType: "owner",
    brokerageLicenseNumber: "",
  },
  {
    advertiserName: "Riyadh Business Parks Development Co.",
    advertiserNameAr: "شركة الرياض لتطوير مجمعات الأعمال",
    advertiserType: "developer",
    brokerageLicenseNumber: "",
  },
  {
    advertiserName: "Dar Al Majd Property Brokers",
    advertiserNameAr: "دار المجد للوساطة العقارية",
    advertiserType: "broker",
    brokerageLicenseNumber: "1200067890",
  },
] as const;
const PAYMENT_TERMS = ["annual", "semiannual", "quarterly", "annual", "monthly"] as const;

/**
 * The trust fields of the index-th listing: a REGA licence made from its index, an advertiser, a service
 * charge of about 8% of the rent (none on every fifth), payment terms, VAT on all but a few, a licence
 * valid for 30 to 364 more days, and an availability confirmation 0 to 40 days old (so some show "not
 * confirmed recently"; none is old enough to be hidden).
 */
export function seedTrust(index: number, price: number): SeedTrust {
  const advertiser = ADVERTISERS[index % ADVERTISERS.length]!;
  return {
    adLicenseNumber: String(7_100_000_000 + index),
    advertiserName: advertiser.advertiserName,
    advertiserNameAr: advertiser.advertiserNameAr,
    advertiserType: advertiser.advertiserType,
    brokerageLicenseNumber: advertiser.brokerageLicenseNumber,
    serviceCharge: index % 5 === 4 ? 0 : Math.round((price * 0.08) / 500) * 500,
    paymentTerms: PAYMENT_TERMS[index % PAYMENT_TERMS.length]!,
    vatApplies: index % 7 !== 6,
    licenseDaysLeft: 30 + ((index * 37) % 335),
    confirmedDaysAgo: (index * 11) % 41,
  };
}

// Where in its building a listing sits, as a share of the way up (cycled): low, middle and high floors alike.
const FLOOR_SHARES = [0.2, 0.6, 0.9, 0.4, 0, 0.75, 0.3] as const;
const CEILINGS = [2.7, 2.8, 2.9, 3] as const;

/**
 * The space of the index-th listing, as an agent in Riyadh would describe it: furnished offices are fitted
 * out (serviced when they say so), large bare floors are shell and core, the rest Category A; a floor
 * within the building's count (the ground floor for a building of one or two); a ceiling of 2.7 to 3 m
 * (3.6 m slab to slab in a shell); desks and meeting rooms counted only where the space is fitted out;
 * a pantry in fitted-out space and every other Category A one; a private washroom from 200 m² or every third.
 */
export function seedOffice(
  index: number,
  listing: Pick<PropertyFields, "title" | "size" | "floors" | "capacity" | "furnished">,
): SeedOffice {
  const fitOut = listing.furnished
    ? /serviced|coworking|executive suite/i.test(listing.title)
      ? "serviced"
      : "cat_b"
    : listing.size >= 800
      ? "shell_core"
      : "cat_a";
  const fitted = fitOut === "cat_b" || fitOut === "serviced";
  const floor = listing.floors <= 2 ? 0 : Math.round((listing.floors - 1) * FLOOR_SHARES[index % FLOOR_SHARES.length]!);
  return {
    fitOut,
    floor,
    ceilingHeight: fitOut === "shell_core" ? 3.6 : CEILINGS[index % CEILINGS.length]!,
    workstations: fitted ? Math.min(listing.capacity, Math.max(1, Math.round(listing.size / 9))) : null,
    meetingRooms: fitted ? Math.max(1, Math.round(listing.size / 150)) : null,
    pantry: fitted || (fitOut === "cat_a" && index % 2 === 0),
    privateWashroom: listing.size >= 200 || index % 3 === 0,
  };
}

/**
 * Where each demo building stands (WGS84): the real towers (Al Faisaliah, Kingdom Centre, Al Mousa Center,
 * Al Akaria Plaza, the KAFD towers) at their own site, the others on the road their address names, inside
 * their district (issue 34). Keyed by building so a typo fails the seed test, not silently.
 */
export const DEMO_POINTS: Readonly<Record<string, readonly [number, number]>> = {
  "Al Faisaliah Tower": [24.69038, 46.68507],
  "Olaya Towers": [24.70012, 46.68395],
  "Kingdom Centre": [24.71136, 46.67442],
  "Al Mousa Center": [24.69536, 46.68481],
  "KAFD Parkside Tower": [24.76031, 46.64052],
  "KAFD Boulevard Offices": [24.76412, 46.63921],
  "Financial Plaza Tower": [24.76698, 46.64215],
  "Tahlia Business Center": [24.70058, 46.69122],
  "Sulimaniyah Plaza": [24.70644, 46.70318],
  "Al Wurud Business Gate": [24.72191, 46.67102],
  "Rose Tower Offices": [24.72463, 46.66823],
  "Al Malqa Business Park": [24.81065, 46.61752],
  "Anas bin Malik Commercial Center": [24.80452, 46.60883],
  "Hittin Square": [24.76384, 46.59612],
  "Boulevard Offices Hittin": [24.76712, 46.60588],
  "DQ Business Village": [24.68255, 46.62274],
  "Diplomatic Quarter Commercial Center": [24.68687, 46.62712],
  "Al Muruj Plaza": [24.75418, 46.65689],
  "Nakheel Business Center": [24.74185, 46.63142],
  "Yasmin Business Hub": [24.82641, 46.64078],
  "Northern Ring Office Park": [24.81956, 46.64912],
  "Al Sahafa Office Park": [24.80694, 46.63574],
  "Sahafa Corporate Tower": [24.81213, 46.64582],
  "Al Aqiq Corporate Center": [24.77571, 46.62394],
  "Al Rabi Business Square": [24.79387, 46.66274],
  "Al Nafal Commercial Complex": [24.78112, 46.67913],
  "Izdihar Business Center": [24.77345, 46.70452],
  "Mursalat Office Tower": [24.74564, 46.68672],
  "Al Rawdah Trade Center": [24.73652, 46.76477],
  "Al Malaz Commercial Building": [24.66578, 46.73012],
  "Al Murabba Heritage Offices": [24.64803, 46.70946],
  "Al Naseem Business Center": [24.73106, 46.82184],
  "Khaleej Logistics Park": [24.77582, 46.80527],
  "Qurtubah Office Park": [24.80691, 46.74212],
  "Al Nuzha Business Point": [24.75784, 46.70896],
  "Al Ghadir Plaza": [24.77278, 46.65417],
  "Granada Business Park": [24.78462, 46.73186],
  "Granada Plaza": [24.78883, 46.72301],
  "Al Akaria Plaza": [24.69412, 46.68542],
  "KAFD Lakeside Tower": [24.76195, 46.63718],
  "Malqa Square": [24.81284, 46.60926],
  "Yasmin Commercial Tower": [24.83118, 46.65205],
  "Hittin Gate": [24.75867, 46.59914],
  "Sulimaniyah Business Tower": [24.70297, 46.69784],
};

function demoPoint(building: string) {
  const point = DEMO_POINTS[building];
  if (!point) throw new Error(`No point for the demo building ${building}`);
  return { latitude: point[0], longitude: point[1] };
}

// A sample 3D tour from Matterport's own developer documentation (a real, public model).
const DEMO_TOUR = "https://my.matterport.com/show/?m=SxQL3iGyoDo";

/**
 * The media of the index-th demo listing beyond its photos (issue 38): every third has a floor plan (every
 * sixth two: a floor of two parts), and every fourth a 3D tour, as larger agencies publish them.
 */
export function seedMedia(index: number): Pick<SeedListing, "floorPlanVariants" | "tourUrl"> {
  const floorPlanVariants = index % 3 === 0 ? (index % 6 === 0 ? [index % 3, (index + 1) % 3] : [index % 3]) : [];
  return { floorPlanVariants, tourUrl: index % 4 === 0 ? DEMO_TOUR : null };
}

// Days between one demo listing and the next (cycled): uneven, as listings come to a market.
const DEMO_GAPS = [5, 11, 3, 8, 14, 6, 2, 9, 12, 4, 7, 10] as const;

/**
 * When the index-th of `count` demo listings was added, in days before seeding (issue 38: the district
 * pages' 12-month market charts need listings that arrived over the year). The last was added 2 days
 * before seeding, each earlier one DEMO_GAPS days before the next: the 44 demo listings span 2 to 324 days.
 * Older as the index falls, as ids are in a real table, so every newest-first order is that of the ids.
 */
export function demoCreatedDaysAgo(index: number, count: number): number {
  let days = 2;
  for (let later = count - 2; later >= index; later--) days += DEMO_GAPS[later % DEMO_GAPS.length]!;
  return days;
}

export const DEMO_LISTINGS: SeedListing[] = DEMO.map((listing, index) => {
  const createdDaysAgo = demoCreatedDaysAgo(index, DEMO.length);
  const trust = seedTrust(index, listing.price);
  return {
    ...listing,
    ...demoPoint(listing.building),
    ...trust,
    // Availability is confirmed when a listing is added, if not later.
    confirmedDaysAgo: Math.min(trust.confirmedDaysAgo, createdDaysAgo),
    createdDaysAgo,
    ...seedOffice(index, listing),
    ...seedMedia(index),
  };
});

/**
 * Building types of synthetic listings: the English word follows the district ("Al Malqa Plaza"),
 * the Arabic name is built around the district's Arabic name ("بلازا الملقا").
 */
/** The spec's fixed list: the amenities synthetic listings draw from. */
const SYNTHETIC_AMENITIES = FIXED_AMENITIES.slice(0, 13);

const SYNTHETIC_BUILDINGS: readonly { en: string; ar: (district: string) => string }[] = [
  { en: "Business Tower", ar: (d) => `برج أعمال ${d}` },
  { en: "Office Park", ar: (d) => `مجمع مكاتب ${d}` },
  { en: "Commercial Center", ar: (d) => `مجمع ${d} التجاري` },
  { en: "Plaza", ar: (d) => `بلازا ${d}` },
  { en: "Corporate Center", ar: (d) => `واحة ${d} للأعمال` },
  { en: "Business Gate", ar: (d) => `بوابة ${d} للأعمال` },
  { en: "Trade Center", ar: (d) => `برج ${d} التجاري` },
  { en: "Square", ar: (d) => `ساحة ${d}` },
];

const SYNTHETIC_STREETS: readonly { en: string; ar: string }[] = [
  { en: "King Fahd Road", ar: "طريق الملك فهد" },
  { en: "Olaya Street", ar: "شارع العليا" },
  { en: "King Abdulaziz Road", ar: "طريق الملك عبدالعزيز" },
  { en: "Anas bin Malik Road", ar: "طريق أنس بن مالك" },
  { en: "Northern Ring Road", ar: "الطريق الدائري الشمالي" },
  { en: "Eastern Ring Road", ar: "الطريق الدائري الشرقي" },
  { en: "Prince Mohammed bin Salman Road", ar: "طريق الأمير محمد بن سلمان" },
  { en: "Al Imam Saud bin Abdulaziz Road", ar: "طريق الإمام سعود بن عبدالعزيز" },
  { en: "Othman bin Affan Road", ar: "طريق عثمان بن عفان" },
  { en: "Abu Bakr Al Siddiq Road", ar: "طريق أبي بكر الصديق" },
  { en: "King Abdullah Road", ar: "طريق الملك عبدالله" },
  { en: "Al Urubah Road", ar: "طريق العروبة" },
];

/** Openers of synthetic descriptions; `feminine` tells the Arabic verbs and adjectives that follow how to agree. */
const SYNTHETIC_OPENERS: readonly { en: string; ar: string; feminine: boolean }[] = [
  { en: "A practical office space", ar: "مكتب عملي", feminine: false },
  { en: "A bright, modern office", ar: "مكتب عصري مشرق", feminine: false },
  { en: "A well-kept office unit", ar: "وحدة مكتبية بحالة ممتازة", feminine: true },
  { en: "A flexible workspace", ar: "بيئة عمل مرنة", feminine: true },
  { en: "A quiet office suite", ar: "جناح مكتبي هادئ", feminine: false },
];

function pick<T>(rand: () => number, items: readonly T[]): T {
  const item = items[Math.floor(rand() * items.length)];
  if (item === undefined) throw new Error("pick() from an empty list");
  return item;
}

function intBetween(rand: () => number, min: number, max: number): number {
  return min + Math.floor(rand() * (max - min + 1));
}

/**
 * A district as Arabic text names it in an address or a sentence: "حي الملقا", but the names that are
 * already a place ("الحي الدبلوماسي", "مركز الملك عبدالله المالي") stand alone. An untranslated
 * district (nameAr "") keeps its English name.
 */
function districtPlaceAr(district: { name: string; nameAr: string }): string {
  const nameAr = district.nameAr.trim();
  if (nameAr === "") return district.name;
  return /^(حي|الحي|مركز)\s/.test(nameAr) ? nameAr : `حي ${nameAr}`;
}

/** "71 شخصًا", "6 أشخاص", "100 شخص": the counted noun in the form Arabic grammar gives it after a number. */
function peopleAr(count: number): string {
  const lastTwo = count % 100;
  if (lastTwo >= 3 && lastTwo <= 10) return `${count} أشخاص`;
  if (lastTwo >= 11) return `${count} شخصًا`;
  return `${count} شخص`;
}

/**
 * A deterministic, plausible listing for load testing: the same index always gives the
 * same listing, in English and in Arabic. `districts` must not be empty; a district whose
 * `nameAr` is "" appears under its English name in the Arabic texts.
 */
export function syntheticListing(
  index: number,
  districts: readonly { name: string; nameAr: string; latitude?: number; longitude?: number }[],
): SeedListing {
  if (districts.length === 0) throw new Error("syntheticListing needs at least one district");
  // Spread consecutive indices apart before seeding (Knuth multiplicative hash).
  const rand = mulberry32(Math.imul(index + 1, 2654435761) ^ 0x9e3779b9);

  // Each pick() below serves both languages, so the English texts (and every later draw) are the same
  // as when the listings were English only.
  const districtPick = pick(rand, districts);
  const district = districtPick.name;
  const districtAr = districtPick.nameAr.trim() || district;
  const placeAr = districtPlaceAr(districtPick);
  // Skew towards smaller offices: most are 50..400 sqm, a few reach 1500.
  const size = Math.min(1500, Math.max(50, Math.round(50 + Math.pow(rand(), 2.2) * 1450)));
  const ratePerSqm = 180 + rand() * 720; // SAR per sqm per year
  const price = Math.min(300000, Math.max(10000, Math.round((size * ratePerSqm) / 500) * 500));
  const floors = intBetween(rand, 1, 40);
  const capacity = Math.max(1, Math.round(size / 8));
  const parkingSpaces = Math.min(40, Math.round(rand() * (size / 25)));
  const furnished = rand() < 0.5;

  // Drawn from the spec's 13 (the vocabulary's first), as before Kitchen, 24/7 Access and Printing joined the
  // filter list (decision 0066), so the same seed still draws the same listings.
  const amenityCount = Math.max(furnished ? 1 : 0, intBetween(rand, 0, 8));
  const chosen = new Set<FixedAmenity>();
  if (furnished) chosen.add("Furnished");
  while (chosen.size < amenityCount) {
    const amenity = pick(rand, SYNTHETIC_AMENITIES);
    if (amenity === "Furnished" && !furnished) continue;
    chosen.add(amenity);
  }
  const amenities = SYNTHETIC_AMENITIES.filter((a) => chosen.has(a));

  const month = intBetween(rand, 0, 6); // 2026-12 .. 2027-06
  const year = month === 0 ? 2026 : 2027;
  const mm = month === 0 ? 12 : month;
  const dd = intBetween(rand, 1, 28);
  const availableFrom = `${year}-${String(mm).padStart(2, "0")}-${String(dd).padStart(2, "0")}`;

  const hasPhone = rand() < 0.67;
  const contactPhone = hasPhone
    ? `+966 11 4${String(intBetween(rand, 0, 99)).padStart(2, "0")} ${String(intBetween(rand, 0, 9999)).padStart(4, "0")}`
    : null;

  const first = intBetween(rand, 0, 11);
  const second = (first + intBetween(rand, 1, 11)) % 12;
  const buildingType = pick(rand, SYNTHETIC_BUILDINGS);
  const street = pick(rand, SYNTHETIC_STREETS);
  const postalCode = intBetween(rand, 11000, 14999);
  const opener = pick(rand, SYNTHETIC_OPENERS);
  const f = opener.feminine;

  return {
    title: `Office Suite ${1000 + index}`,
    titleAr: `جناح مكتبي ${1000 + index}`,
    building: `${district} ${buildingType.en}`,
    buildingAr: buildingType.ar(districtAr),
    address: `${street.en}, ${district}, Riyadh ${postalCode}`,
    addressAr: `${street.ar}، ${placeAr}، الرياض ${postalCode}`,
    district,
    price,
    size,
    floors,
    capacity,
    parkingSpaces,
    type: "Office",
    furnished,
    amenities,
    description: `${opener.en} of ${size} sqm in ${district}, with room for about ${capacity} people. ${
      furnished ? "Delivered furnished and ready to move in." : "Delivered unfurnished, ready for your own fit-out."
    }`,
    descriptionAr: `${opener.ar} بمساحة ${size} م² في ${placeAr}، ${f ? "تتسع" : "يتسع"} لنحو ${peopleAr(capacity)}. ${
      furnished
        ? f
          ? "تُسلَّم مفروشةً وجاهزةً للانتقال الفوري."
          : "يُسلَّم مفروشًا وجاهزًا للانتقال الفوري."
        : f
          ? "تُسلَّم غير مفروشة وجاهزةً لتجهيزها وفق احتياجاتك."
          : "يُسلَّم غير مفروش وجاهزًا لتجهيزه وفق احتياجاتك."
    }`,
    availableFrom,
    contactPhone,
    featured: rand() < 0.05,
    imageVariants: [first, second],
    tourUrl: null,
    ...seedTrust(index, price),
    // After every draw above, so the synthetic listings stay what they were.
    ...seedOffice(index, { title: `Office Suite ${1000 + index}`, size, floors, capacity, furnished }),
    // Drawn last, so every field above is what it was before listings had points.
    ...spreadAround(rand, districtPick),
  };
}

// How far a synthetic listing may lie from its district's centre: about 1.1 km north-south, 1 km east-west.
const SPREAD_DEGREES = 0.01;

/** A point within SPREAD_DEGREES of the district's centre (Riyadh's centre for a district without one), uniform over a disc. */
function spreadAround(rand: () => number, district: { latitude?: number; longitude?: number }) {
  const angle = rand() * 2 * Math.PI;
  const distance = Math.sqrt(rand()) * SPREAD_DEGREES;
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return {
    latitude: round((district.latitude ?? DEFAULT_MAP_CENTER.position[0]) + distance * Math.sin(angle)),
    longitude: round((district.longitude ?? DEFAULT_MAP_CENTER.position[1]) + distance * Math.cos(angle)),
  };
}
