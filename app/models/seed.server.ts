import { and, count, eq, or, sql } from "drizzle-orm";
import { advertisers, districts, landmarks, properties, propertyImages } from "../../drizzle/schema";
import { type SeedListing, DEMO_LISTINGS, syntheticListing } from "../../demo-data/listings";
import { slugBase } from "~/models/advertisers.server";
import { DEMO_ADVERTISER } from "~/services/config.server";
import type { Database, Transaction } from "~/services/db.server";
import { hashPassword } from "~/services/passwords.server";
import { slugOf } from "~/utils/district-names";
import { RIYADH_DISTRICTS } from "../../demo-data/districts";
import { RIYADH_LANDMARKS } from "../../demo-data/landmarks";
import { todayInRiyadh } from "~/schemas/property-form";

// Demo images are 12 illustrations rendered once and shared by the listings that use them.
export const SEED_IMAGE_VARIANTS = 12;
export const seedImageUrl = (variant: number) => `/uploads/seed-office-${variant % SEED_IMAGE_VARIANTS}.webp`;

// Demo floor plans: 3 drawings, shared the same way.
export const SEED_FLOOR_PLAN_VARIANTS = 3;
export const seedFloorPlanUrl = (variant: number) => `/uploads/seed-floor-plan-${variant % SEED_FLOOR_PLAN_VARIANTS}.webp`;

/** Makes sure the demo illustrations and floor plans exist in storage (fast when they already do). */
export async function ensureSeedImages() {
  const { imageExists, storeImage } = await import("~/services/images.server");
  const { renderOfficeIllustration } = await import("../../demo-data/illustrations.server");
  const { renderFloorPlan } = await import("../../demo-data/floor-plans.server");
  for (let variant = 0; variant < SEED_IMAGE_VARIANTS; variant++) {
    if (await imageExists(seedImageUrl(variant))) continue;
    await storeImage(await renderOfficeIllustration(variant), `seed-office-${variant}`);
  }
  for (let variant = 0; variant < SEED_FLOOR_PLAN_VARIANTS; variant++) {
    if (await imageExists(seedFloorPlanUrl(variant))) continue;
    await storeImage(await renderFloorPlan(variant), `seed-floor-plan-${variant}`);
  }
}

export async function seedDistricts(db: Database | Transaction) {
  await db
    .insert(districts)
    .values(RIYADH_DISTRICTS.map((district) => ({ ...district, slug: slugOf(district.name) })))
    .onConflictDoNothing({ target: districts.name });
}

/**
 * The demo's landmarks (issue 34), into an empty table only: on a new database and on the first start after
 * the upgrade that added them. Later the list is the admin's: a landmark deleted does not come back (unless all are).
 */
async function seedLandmarks(tx: Transaction) {
  const [existing] = await tx.select({ value: count() }).from(landmarks);
  if ((existing?.value ?? 0) > 0) return;
  await tx.insert(landmarks).values(RIYADH_LANDMARKS.map((landmark) => ({ ...landmark, slug: slugOf(landmark.name) })));
}

const INSERT_BATCH = 500;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A seed listing as a row on the day it is loaded: its licence expiry, confirmation and creation become dates. */
function propertyRowOf(
  { imageVariants: _images, floorPlanVariants: _plans, licenseDaysLeft, confirmedDaysAgo, createdDaysAgo, ...listing }: SeedListing,
  now: Date,
) {
  // Half a day later than whole days, so no demo listing sits on a day line (the 7-day filter, the
  // 30-day "not confirmed recently") in the hours after seeding.
  const daysAgo = (days: number) => new Date(now.getTime() - Math.max(0, days * DAY_MS - DAY_MS / 2));
  return {
    ...listing,
    adLicenseExpiresOn: todayInRiyadh(new Date(now.getTime() + licenseDaysLeft * DAY_MS)),
    confirmedAvailableAt: daysAgo(confirmedDaysAgo),
    // Left out (synthetic listings), the database's now().
    ...(createdDaysAgo === undefined ? {} : { createdAt: daysAgo(createdDaysAgo) }),
  };
}

/** Inserts listings with their image rows, in batches (two statements per batch, no per-row round trips). */
export async function insertListings(db: Database | Transaction, listings: SeedListing[], now = new Date()) {
  for (let start = 0; start < listings.length; start += INSERT_BATCH) {
    const batch = listings.slice(start, start + INSERT_BATCH);
    const inserted = await db
      .insert(properties)
      .values(batch.map((listing) => propertyRowOf(listing, now)))
      .returning({ id: properties.id });
    const images = inserted.flatMap((row, index) => [
      ...batch[index]!.imageVariants.map((variant, orderIndex) => ({
        propertyId: row.id,
        imageUrl: seedImageUrl(variant),
        orderIndex,
      })),
      ...(batch[index]!.floorPlanVariants ?? []).map((variant, orderIndex) => ({
        propertyId: row.id,
        imageUrl: seedFloorPlanUrl(variant),
        kind: "floor_plan" as const,
        orderIndex,
      })),
    ]);
    if (images.length > 0) await db.insert(propertyImages).values(images);
  }
}

/**
 * Every start: Riyadh's districts and landmarks (real places, the admin's to change), and with `demo` the
 * demo listings into an empty listings table. Idempotent and safe when two processes start at once (an
 * advisory lock serialises them).
 */
export async function seedOnStart(db: Database, demo: boolean) {
  if (demo) await ensureSeedImages();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(20261122)`);
    await seedDistricts(tx);
    await seedLandmarks(tx);
    const [existing] = await tx.select({ value: count() }).from(properties);
    if ((existing?.value ?? 0) > 0) await translateDemoListings(tx);
    else if (demo) {
      await insertListings(tx, DEMO_LISTINGS);
      await seedDemoAdvertiser(tx);
    }
  });
}

const firstOfDemoAdvertiser = DEMO_LISTINGS.find((listing) => listing.advertiserName === DEMO_ADVERTISER.name)!;

/**
 * One more office of the demo advertiser, waiting in the review queue: a copy of its first, one floor up, sent
 * in the day before seeding (so, as every demo listing, added after the listing before it).
 */
export const DEMO_WAITING_LISTING: SeedListing = {
  ...firstOfDemoAdvertiser,
  title: `${firstOfDemoAdvertiser.title} (second floor)`,
  titleAr: `${firstOfDemoAdvertiser.titleAr} (الطابق الثاني)`,
  createdDaysAgo: 1,
  confirmedDaysAgo: 1,
};

/** The demo advertiser: the demo listings already advertised under its name become its own, and DEMO_WAITING_LISTING. */
async function seedDemoAdvertiser(tx: Transaction) {
  const { password, ...profile } = DEMO_ADVERTISER;
  const [advertiser] = await tx
    .insert(advertisers)
    .values({
      ...profile,
      password: await hashPassword(password),
      slug: slugBase(profile.name),
      language: "ar",
      emailVerifiedAt: new Date(),
    })
    .returning({ id: advertisers.id });
  const owned = await tx
    .update(properties)
    .set({ advertiserId: advertiser!.id })
    .where(eq(properties.advertiserName, profile.name))
    .returning({ id: properties.id });
  const [waiting] = await tx
    .insert(properties)
    .values({ ...propertyRowOf(DEMO_WAITING_LISTING, new Date()), lifecycle: "in_review", advertiserId: advertiser!.id })
    .returning({ id: properties.id });
  await tx.insert(propertyImages).values(
    DEMO_WAITING_LISTING.imageVariants.map((variant, orderIndex) => ({
      propertyId: waiting!.id,
      imageUrl: seedImageUrl(variant),
      orderIndex,
    })),
  );
  return { id: advertiser!.id, owned: owned.length };
}

/** Every listing the demo seeds, whatever its state. */
export const DEMO_SEEDED = [...DEMO_LISTINGS, DEMO_WAITING_LISTING];

/**
 * A database seeded before listings had Arabic texts keeps its demo listings: those still untranslated
 * get the demo's Arabic texts (matched by their English title). Texts an admin wrote are left alone.
 */
async function translateDemoListings(tx: Transaction) {
  const untranslated = (title: string) =>
    and(eq(properties.title, title), eq(properties.titleAr, ""), eq(properties.buildingAr, ""), eq(properties.descriptionAr, ""));
  // One query at every start; the updates run once, on the first start after the upgrade.
  const waiting = await tx
    .select({ title: properties.title })
    .from(properties)
    .where(or(...DEMO_SEEDED.map((listing) => untranslated(listing.title))));
  const titles = new Set(waiting.map((row) => row.title));
  for (const { title, titleAr, buildingAr, addressAr, descriptionAr } of DEMO_SEEDED) {
    if (titles.has(title)) await tx.update(properties).set({ titleAr, buildingAr, addressAr, descriptionAr }).where(untranslated(title));
  }
}

/** `npm run seed -- --count N`: N more synthetic listings over the existing districts. */
export async function seedSyntheticListings(db: Database, howMany: number) {
  await ensureSeedImages();
  await seedDistricts(db);
  const [{ value: offset } = { value: 0 }] = await db.select({ value: count() }).from(properties);
  const districtNames = await db
    .select({ name: districts.name, nameAr: districts.nameAr, latitude: districts.latitude, longitude: districts.longitude })
    .from(districts);
  const listings = Array.from({ length: howMany }, (_, index) => syntheticListing(offset + index, districtNames));
  await db.transaction((tx) => insertListings(tx, listings));
  // The planner's figures must describe the tables as they are now: until autovacuum catches up (it is
  // off on some servers, and PGlite has none), it plans the browse queries for the empty tables and
  // scans a whole index where one district's rows would do (docs/performance.md, step 15). VACUUM also
  // marks the new pages all-visible, so the admin table's deep pages read their ids from an index alone.
  await db.execute(sql`vacuum analyze properties, property_images`);
}
