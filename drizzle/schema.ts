import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  jsonb,
  uuid,
} from "drizzle-orm/pg-core";
import {
  ACCOUNT_TOKEN_PURPOSES,
  ACTIVITY_ACTIONS,
  ACTIVITY_ENTITIES,
  ADVERTISER_STATUSES,
  ADVERTISER_TYPES,
  FIT_OUTS,
  IMAGE_KINDS,
  INQUIRY_KINDS,
  INQUIRY_STATUSES,
  LANDMARK_KINDS,
  LANGUAGES,
  LISTING_LIFECYCLES,
  MAIL_KINDS,
  MAIL_STATUSES,
  PAYMENT_TERMS,
} from "../app/schemas/enums";

// Field names are the API's (docs/api.md); column names are their snake_case twins.

export const districts = pgTable("districts", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  // The Arabic name; "" only on districts that were added before it existed and not yet translated.
  nameAr: text("name_ar").notNull().default(""),
  // A URL alias made from the English name ("al-malqa"), accepted by the district filter.
  slug: text("slug").notNull().unique(),
  latitude: doublePrecision("latitude").notNull(),
  longitude: doublePrecision("longitude").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// Issue 34, migration 0025: the places people look for offices near (a metro station, KAFD, a mall), kept by
// the admin like districts. Listings are not tied to them: distances are computed from the two points.
export const landmarks = pgTable("landmarks", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  nameAr: text("name_ar").notNull().unique(),
  // The `near=` value: made from the English name ("kafd-metro-station").
  slug: text("slug").notNull().unique(),
  kind: text("kind", { enum: LANDMARK_KINDS }).notNull(),
  latitude: doublePrecision("latitude").notNull(),
  longitude: doublePrecision("longitude").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const properties = pgTable(
  "properties",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    building: text("building").notNull(),
    address: text("address").notNull(),
    // Arabic twins of the English texts; "" means not translated yet (pages fall back to English).
    titleAr: text("title_ar").notNull().default(""),
    buildingAr: text("building_ar").notNull().default(""),
    addressAr: text("address_ar").notNull().default(""),
    descriptionAr: text("description_ar").notNull().default(""),
    // A district is referenced by name (the spec's API speaks names): renaming carries
    // listings along, deleting a district in use is refused.
    district: text("district")
      .notNull()
      .references(() => districts.name, { onUpdate: "cascade", onDelete: "restrict" }),
    price: integer("price").notNull(),
    size: integer("size").notNull(),
    // The building's floor count (decision 0033); `floor` is the one the office is on (its lowest when it
    // spans several): 0 the ground floor, negative a basement.
    floors: integer("floors").notNull(),
    capacity: integer("capacity").notNull(),
    parkingSpaces: integer("parking_spaces").notNull().default(0),
    type: text("type").notNull().default("Office"),
    furnished: boolean("furnished").notNull().default(false),
    amenities: text("amenities")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    description: text("description").notNull(),
    availableFrom: date("available_from", { mode: "string" }).notNull(),
    contactPhone: text("contact_phone"),
    featured: boolean("featured").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // Trust (issue 14). The REGA advertising licence ("" = none) and its last valid day; the advertiser,
    // with a FAL brokerage licence when a broker; when the advertiser last confirmed availability.
    adLicenseNumber: text("ad_license_number").notNull().default(""),
    adLicenseExpiresOn: date("ad_license_expires_on", { mode: "string" }),
    advertiserName: text("advertiser_name").notNull().default(""),
    // Its Arabic twin (migration 0017); "" = not translated.
    advertiserNameAr: text("advertiser_name_ar").notNull().default(""),
    advertiserType: text("advertiser_type", { enum: ADVERTISER_TYPES }).notNull().default("owner"),
    brokerageLicenseNumber: text("brokerage_license_number").notNull().default(""),
    confirmedAvailableAt: timestamp("confirmed_available_at", { withTimezone: true }).notNull().defaultNow(),
    // The full yearly cost: service charge in SAR a year, how rent is paid, whether 15% VAT applies.
    serviceCharge: integer("service_charge").notNull().default(0),
    paymentTerms: text("payment_terms", { enum: PAYMENT_TERMS }).notNull().default("annual"),
    vatApplies: boolean("vat_applies").notNull().default(true),
    // What a tenant weighs before a viewing (issue 38, migration 0021); null = not stated, so listings that
    // predate them claim nothing. The ceiling's height is in metres.
    fitOut: text("fit_out", { enum: FIT_OUTS }),
    floor: integer("floor"),
    ceilingHeight: doublePrecision("ceiling_height"),
    workstations: integer("workstations"),
    meetingRooms: integer("meeting_rooms"),
    pantry: boolean("pantry"),
    privateWashroom: boolean("private_washroom"),
    // A video or 3D tour on an allow-listed host (migration 0029, `schemas/tour.ts`); null = none.
    tourUrl: text("tour_url"),
    // The listing's own point (issue 34, migration 0020), WGS84. Optional on insert only: a database trigger
    // puts a listing written without one at its district's centre.
    latitude: doublePrecision("latitude")
      .notNull()
      .default(sql`null`),
    longitude: doublePrecision("longitude")
      .notNull()
      .default(sql`null`),
    // What a words search reads (issue 34, migration 0022): every text of both languages, folded by the
    // database's search_fold() (no Arabic diacritics or tatweel, one alef, ى as ي, ة as ه), with a trigram
    // index. Never shown: models leave it out of what they read.
    searchText: text("search_text").generatedAlwaysAs(
      sql`search_fold(title || ' ' || title_ar || ' ' || building || ' ' || building_ar || ' ' || address || ' ' || address_ar || ' ' || description || ' ' || description_ar)`,
    ),
    // The short texts of both languages (title, building, address), folded the same way: where a typo is
    // forgiven and relevance measured.
    searchHead: text("search_head").generatedAlwaysAs(
      sql`search_fold(title || ' ' || title_ar || ' ' || building || ' ' || building_ar || ' ' || address || ' ' || address_ar)`,
    ),
    // Where the listing stands (issue 33, migration 0015): only "published" ones can reach visitors.
    lifecycle: text("lifecycle", { enum: LISTING_LIFECYCLES }).notNull().default("published"),
    // The advertiser whose listing it is (issue 51, migration 0034); null = the site's own, written by an
    // administrator. What an administrator said when returning it from review ("" = nothing to fix).
    advertiserId: integer("advertiser_id").references((): AnyPgColumn => advertisers.id, { onDelete: "set null" }),
    reviewNote: text("review_note").notNull().default(""),
    // Set while the advertiser is suspended (in the suspension's transaction): published_until is then null.
    advertiserSuspended: boolean("advertiser_suspended").notNull().default(false),
    // The instant the listing stops being published: the end of its licence's last day in Riyadh or 90
    // days after its last confirmation, whichever comes first; null without a licence or when the admin has
    // not published it. Computed by the database from the columns above (migrations 0006, 0015), so no write
    // can leave it stale and no job is needed.
    publishedUntil: timestamp("published_until", { withTimezone: true }).generatedAlwaysAs(
      sql`CASE WHEN lifecycle <> 'published' OR advertiser_suspended OR ad_license_number = '' OR ad_license_expires_on IS NULL THEN NULL ELSE least((confirmed_available_at AT TIME ZONE 'UTC' + interval '90 days') AT TIME ZONE 'UTC', (ad_license_expires_on + 1)::timestamp AT TIME ZONE 'Asia/Riyadh') END`,
    ),
  },
  (t) => [
    index("properties_advertiser_id_idx").on(t.advertiserId, t.id),
    // With id: the sorts order by (price, id) and (size, id), so a page is read straight off the index
    // (forwards or backwards) with no sort step.
    index("properties_price_id_idx").on(t.price, t.id),
    index("properties_size_id_idx").on(t.size, t.id),
    // The price-per-m² sort's order, across districts and within one (migration 0021).
    index("properties_price_per_sqm_id_idx").on(sql`(${t.price}::float8 / ${t.size})`, t.id),
    index("properties_district_price_per_sqm_id_idx").on(t.district, sql`(${t.price}::float8 / ${t.size})`, t.id),
    // The admin table's price and size sorts (ties by created_at, then id, in the same direction): a deep
    // page's ids are read off one of these, forwards or backwards, instead of sorting the whole table.
    index("properties_price_created_id_idx").on(t.price, t.createdAt, t.id),
    index("properties_size_created_id_idx").on(t.size, t.createdAt, t.id),
    // Browsing one district (its page, or the district filter) reads its page in order off one of these,
    // with the sort's columns after the district, instead of walking a whole sort index past every
    // other district's rows: about 40 rows read for a page instead of about 1,200 of 10,000.
    // Also carries (INCLUDE, in migration 0013: drizzle cannot declare it) the other columns the filters
    // test, so counting a district's matches, the total beside every filtered page, reads this index alone.
    index("properties_district_price_id_idx").on(t.district, t.price, t.id),
    index("properties_district_size_id_idx").on(t.district, t.size, t.id),
    index("properties_district_featured_created_id_idx").on(t.district, t.featured, t.createdAt, t.id),
    index("properties_district_created_id_idx").on(t.district, t.createdAt, t.id),
    // Ascending on purpose: the newest-first sorts (DESC, which in PostgreSQL means NULLS FIRST) read
    // these backwards. drizzle's .desc() indexes are NULLS LAST, which such an ORDER BY cannot use.
    index("properties_featured_created_id_idx").on(t.featured, t.createdAt, t.id),
    index("properties_created_id_idx").on(t.createdAt, t.id),
    index("properties_amenities_idx").using("gin", t.amenities),
    index("properties_published_until_idx").on(t.publishedUntil),
    index("properties_latitude_longitude_idx").on(t.latitude, t.longitude),
    index("properties_search_text_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("properties_search_head_trgm_idx").using("gin", sql`${t.searchHead} gin_trgm_ops`),
  ],
);

export const propertyImages = pgTable(
  "property_images",
  {
    id: serial("id").primaryKey(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    imageUrl: text("image_url").notNull(),
    // Photos and floor plans (migration 0029) are ordered each on their own: 0, 1, ... per listing.
    kind: text("kind", { enum: IMAGE_KINDS }).notNull().default("photo"),
    orderIndex: integer("order_index").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // One image per place (issue 37). The migration makes it DEFERRABLE INITIALLY DEFERRED (drizzle cannot say
  // so): a reorder moves rows one by one inside its transaction and is checked at commit.
  (t) => [unique("property_images_position_key").on(t.propertyId, t.kind, t.orderIndex)],
);

export const inquiries = pgTable(
  "inquiries",
  {
    id: serial("id").primaryKey(),
    // One inbox (issue 16, migration 0008): a listing's inquiry has its property; a general message from
    // the contact page has none, and a subject. The database checks that kind and property agree.
    kind: text("kind", { enum: INQUIRY_KINDS }).notNull().default("listing"),
    // A listing with inquiries cannot be deleted (migration 0015): leads are never lost with it.
    propertyId: integer("property_id").references(() => properties.id, { onDelete: "restrict" }),
    // The listing's titles when the inquiry was sent: what the visitor asked about, whatever the listing becomes.
    propertyTitle: text("property_title").notNull().default(""),
    propertyTitleAr: text("property_title_ar").notNull().default(""),
    name: text("name").notNull(),
    email: text("email").notNull(),
    // "" when a general message came without one.
    phone: text("phone").notNull(),
    subject: text("subject").notNull().default(""),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // The lead desk (issue 16, migration 0008): where the inquiry stands and when the status last changed
    // (null: never). The admin's notes are rows of inquiry_notes (migration 0016).
    status: text("status", { enum: INQUIRY_STATUSES }).notNull().default("new"),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }),
    // The visitor's page language when it was sent, for the reply; null for inquiries older than issue 33.
    language: text("language", { enum: LANGUAGES }),
  },
  // Read backwards for the newest-first list (see the properties indexes); by status for the tab's filter.
  (t) => [
    index("inquiries_created_id_idx").on(t.createdAt, t.id),
    index("inquiries_status_created_id_idx").on(t.status, t.createdAt, t.id),
  ],
);

// The lead desk's notes (issue 33): added, never overwritten, each with its admin (copied, like the
// activity log's) and time. At most 2,000 characters, checked by the database too.
export const inquiryNotes = pgTable(
  "inquiry_notes",
  {
    id: serial("id").primaryKey(),
    inquiryId: integer("inquiry_id")
      .notNull()
      .references(() => inquiries.id, { onDelete: "cascade" }),
    adminId: integer("admin_id"),
    // A note an advertiser wrote on a lead of theirs (issue 51): their id; the name is `advertiser #id`. Kept
    // apart from the administrators' notes: each reads only their own side's.
    advertiserId: integer("advertiser_id"),
    adminUsername: text("admin_username").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("inquiry_notes_inquiry_created_idx").on(t.inquiryId, t.createdAt, t.id)],
);

// A single row whose version goes up, through statement triggers (see the migration), on every change
// to properties, their images or districts, whichever process or tool makes it. Cached public reads are
// stamped with it (app/services/read-cache.server.ts), so a cache entry is never served after a change.
export const dataVersion = pgTable("data_version", {
  id: integer("id").primaryKey().default(1),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});

export const adminUsers = pgTable("admin_users", {
  id: serial("id").primaryKey(),
  username: text("username").notNull().unique(),
  // argon2id hash, never the password itself.
  password: text("password").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  // Where a new inquiry is announced (issue 35, migration 0019): null = no address, so no mail; the admin
  // sets it, and turns the mails off, in the Outbox tab. Mails are written in `language`.
  email: text("email"),
  notifyInquiries: boolean("notify_inquiries").notNull().default(true),
  language: text("language", { enum: LANGUAGES }).notNull().default("ar"),
});

// Admin sessions: the cookie carries only the random id, so deleting the row revokes it.
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    // Exactly one of the two is set (a CHECK, migration 0034): an administrator's session or an advertiser's.
    adminId: integer("admin_id").references(() => adminUsers.id, { onDelete: "cascade" }),
    advertiserId: integer("advertiser_id").references((): AnyPgColumn => advertisers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sessions_admin_idx").on(t.adminId), index("sessions_advertiser_idx").on(t.advertiserId)],
);

// Advertisers (issue 51, migration 0034): owners, brokers and developers who list their own spaces. The
// email is unique whatever its letter case; nothing can be submitted before it is verified.
export const advertisers = pgTable(
  "advertisers",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    // argon2id hash, never the password itself.
    password: text("password").notNull(),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    // Their public page's address, /advertisers/{slug}.
    slug: text("slug").notNull().unique(),
    name: text("name").notNull().default(""),
    nameAr: text("name_ar").notNull().default(""),
    type: text("type", { enum: ADVERTISER_TYPES }).notNull().default("owner"),
    phone: text("phone").notNull().default(""),
    whatsapp: text("whatsapp").notNull().default(""),
    // A broker's REGA FAL brokerage licence ("" = none).
    falLicenseNumber: text("fal_license_number").notNull().default(""),
    // Their mails are written in it.
    language: text("language", { enum: LANGUAGES }).notNull().default("ar"),
    status: text("status", { enum: ADVERTISER_STATUSES }).notNull().default("active"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("advertisers_email_idx").on(sql`lower(${t.email})`)],
);

// A mailed account link's token, stored as its SHA-256 (the id); deleted when used, so a link works once.
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: text("id").primaryKey(),
    advertiserId: integer("advertiser_id")
      .notNull()
      .references(() => advertisers.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    // The address the link was sent to: verifying it makes it the account's address (a change of email).
    email: text("email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("account_tokens_advertiser_idx").on(t.advertiserId)],
);

// The spec's ordinary user entity; its use is not shown, so nothing writes it yet.
export const users = pgTable("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  username: text("username").notNull().unique(),
  password: text("password").notNull(),
});

// postgres.js reads bytea as a Buffer, PGlite as a Uint8Array: both come out as a Buffer.
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

// Uploaded images when DATABASE_URL is set (app/services/storage.server.ts): every app instance
// serves every image. Names are ours and never reused, so a row never changes.
export const storedFiles = pgTable("stored_files", {
  name: text("name").primaryKey(),
  body: bytea("body").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// Recent failed sign-ins and sent messages per throttle key on PostgreSQL, one count for all app
// processes (app/services/throttle.server.ts). `at` is milliseconds since the epoch; old rows are pruned.
export const throttleEvents = pgTable(
  "throttle_events",
  {
    key: text("key").notNull(),
    at: bigint("at", { mode: "number" }).notNull(),
  },
  (t) => [index("throttle_events_key_at_idx").on(t.key, t.at), index("throttle_events_at_idx").on(t.at)],
);

// Newsletter subscribers (issue 15): an address, one row however it is capitalised, and the random
// token of its unsubscribe link. Unsubscribing deletes the row: nothing is kept of a former subscriber.
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    unsubscribeToken: text("unsubscribe_token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // Double opt-in (issue 35, migration 0019): null until the link in the confirmation mail (which carries
    // the same token) is followed; only confirmed addresses count. Unconfirmed ones expire.
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    language: text("language", { enum: LANGUAGES }).notNull().default("ar"),
  },
  (t) => [uniqueIndex("newsletter_subscribers_email_idx").on(sql`lower(${t.email})`)],
);

// Search alerts (issue 35, migration 0027): an address follows a search by email. `search` is the search's
// canonical query (filtersToQuery, no sort, view or page), so equal searches are one alert per address. It
// counts once confirmed (double opt-in, the token's link); `lastDigestAt` is where the next digest's "new
// since" starts, and the digest job's claim (FOR UPDATE SKIP LOCKED) moves it, so each alert is mailed once a day.
export const searchAlerts = pgTable(
  "search_alerts",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    language: text("language", { enum: LANGUAGES }).notNull(),
    search: text("search").notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    lastDigestAt: timestamp("last_digest_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("search_alerts_email_search_idx").on(sql`lower(${t.email})`, t.search),
    index("search_alerts_due_idx")
      .on(t.lastDigestAt)
      .where(sql`${t.confirmedAt} IS NOT NULL`),
  ],
);

// Listing views per Riyadh day (issue 16): a count, nothing about the visitor. Counted by the detail
// page for people, not bots or signed-in admins (app/models/views.server.ts).
// The counts outlive their listing (no foreign key, migration 0015): a delete writes its title into them.
export const propertyViews = pgTable(
  "property_views",
  {
    propertyId: integer("property_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull(),
    // "" while the listing exists; its title once it is deleted.
    propertyTitle: text("property_title").notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.day] }), index("property_views_day_idx").on(t.day)],
);

// The activity log (issue 16): one row per admin write. The admin is copied (id and name), not
// referenced, so an entry outlives its account and its entity; a trigger makes the table append-only.
export const adminActivity = pgTable(
  "admin_activity",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    adminId: integer("admin_id"),
    // An advertiser's own write (issue 51): their id, and `advertiser #id` as the name (no personal data in a
    // log that outlives their account).
    advertiserId: integer("advertiser_id"),
    adminUsername: text("admin_username").notNull(),
    entity: text("entity", { enum: ACTIVITY_ENTITIES }).notNull(),
    entityId: integer("entity_id").notNull(),
    action: text("action", { enum: ACTIVITY_ACTIONS }).notNull(),
    // The API's field names of what changed; empty for a create or a delete.
    fields: text("fields")
      .array()
      .notNull()
      .default(sql`'{}'`),
    // What the entity was called at the time (a listing's title, a district's name), for a log that
    // still reads well after a delete.
    summary: text("summary").notNull().default(""),
    // What each changed field was before and after (migration 0018); {} for creates, deletes and older entries.
    changes: jsonb("changes").$type<ActivityChanges>().notNull().default({}),
  },
  (t) => [index("admin_activity_at_id_idx").on(t.at, t.id), index("admin_activity_entity_idx").on(t.entity, t.entityId)],
);

/**
 * The Arabic names of custom amenities (migration 0024), keyed by the lower-case English name that
 * listings keep in `amenities`; the fixed amenities are translated by the locale files.
 */
export const amenityNames = pgTable("amenity_names", {
  key: text("key").primaryKey(),
  nameAr: text("name_ar").notNull(),
});

/** An update's changes in the activity log: each field's value before and after (long texts cut short). */
export type ActivityChanges = Record<string, { from: unknown; to: unknown }>;

export type District = typeof districts.$inferSelect;
export type Landmark = typeof landmarks.$inferSelect;
// The search columns are the database's, not listing fields.
export type PropertyRow = Omit<typeof properties.$inferSelect, "searchText" | "searchHead">;
/**
 * A property's own fields (what a form or the seed provides; the database adds id and createdAt). Whose it is
 * and what its review said are set by the review, never by its editor.
 */
export type PropertyFields = Omit<
  PropertyRow,
  "id" | "createdAt" | "publishedUntil" | "advertiserId" | "reviewNote" | "advertiserSuspended"
>;

// Email (issue 35, migration 0019): every message is a row, written in the same transaction as what caused it
// and already rendered in its recipient's language; the sender (app/services/mail-sender.server.ts) claims due
// rows with FOR UPDATE SKIP LOCKED, delivers them and marks them sent, or failed once it gives up.
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: MAIL_KINDS }).notNull(),
    recipient: text("recipient").notNull(),
    recipientName: text("recipient_name").notNull().default(""),
    replyTo: text("reply_to"),
    replyToName: text("reply_to_name").notNull().default(""),
    language: text("language", { enum: LANGUAGES }).notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    // The inquiry or contact message it is about; kept (null) if that is ever deleted.
    inquiryId: integer("inquiry_id").references(() => inquiries.id, { onDelete: "set null" }),
    status: text("status", { enum: MAIL_STATUSES }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    // While "sending": the time after which a process that stopped mid-send is taken to be gone.
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    // The mail server's last refusal or the connection's error code, never the message's content.
    lastError: text("last_error").notNull().default(""),
    messageId: text("message_id").notNull().default(""),
    // List mail only (the newsletter): the recipient's unsubscribe URL, sent as List-Unsubscribe with
    // List-Unsubscribe-Post (RFC 8058), so mail clients offer one-click unsubscribing.
    listUnsubscribe: text("list_unsubscribe"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("outbox_due_idx")
      .on(t.status, t.nextAttemptAt)
      .where(sql`${t.status} IN ('queued', 'sending')`),
    index("outbox_created_id_idx").on(t.createdAt, t.id),
    index("outbox_recipient_created_idx").on(sql`lower(${t.recipient})`, t.kind, t.createdAt),
  ],
);
