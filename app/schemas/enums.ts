// The closed sets of values a column may hold, written once: drizzle/schema.ts types its columns with them,
// and the zod schemas validate input against them. No imports, so drizzle-kit can load it as it is.

/** Who advertises a listing. */
export const ADVERTISER_TYPES = ["owner", "broker", "developer"] as const;
/** How often the yearly rent is paid. */
export const PAYMENT_TERMS = ["annual", "semiannual", "quarterly", "monthly"] as const;
/** The lead desk's pipeline, in order. Any status may follow any other: the admin corrects a slip the same way. */
export const INQUIRY_STATUSES = ["new", "contacted", "viewing", "won", "lost"] as const;
/** One inbox: a listing's inquiry, or a general message from the contact page. */
export const INQUIRY_KINDS = ["listing", "general"] as const;
/** What an activity log entry is about, and what was done. */
export const ACTIVITY_ENTITIES = ["property", "image", "district", "inquiry", "admin", "landmark", "newsletter"] as const;
export const ACTIVITY_ACTIONS = ["create", "update", "delete"] as const;
/**
 * A listing's lifecycle, set by the admin: a draft is being written, a published listing is shown (while its
 * licence and confirmation hold), a withdrawn one is rented or taken down, an archived one is kept for its leads.
 * Only "published" reaches visitors; taking a listing off the site never needs a delete.
 */
export const LISTING_LIFECYCLES = ["draft", "published", "withdrawn", "archived"] as const;
/** The site's languages; an inquiry keeps the one its visitor's page was in. */
export const LANGUAGES = ["en", "ar"] as const;
/**
 * What a mail in the outbox is: a new inquiry or contact message announced to an admin, the visitor's receipt,
 * the link that confirms a newsletter sign-up, or the newsletter itself.
 */
export const MAIL_KINDS = [
  "inquiry_notification",
  "receipt",
  "newsletter_confirmation",
  "newsletter",
  "alert_confirmation",
  "alert_digest",
] as const;
/** A mail's way through the outbox: waiting (or waiting to be tried again), in a sender's hands, delivered, given up. */
export const MAIL_STATUSES = ["queued", "sending", "sent", "failed"] as const;

/**
 * How finished an office is: bare shell and core; Category A (ceilings, floors, lighting, air conditioning
 * and power done, an open floor); Category B (fitted out for a tenant: offices, meeting rooms, kitchen);
 * serviced (furnished and run, ready to move in).
 */
export const FIT_OUTS = ["shell_core", "cat_a", "cat_b", "serviced"] as const;

/** What a landmark is (issue 34): the places people look for offices near. */
export const LANDMARK_KINDS = ["metro_station", "business_district", "mall", "airport", "university"] as const;
/** What a listing's image shows: a photo (the gallery, cards, previews) or a floor plan (its own section). */
export const IMAGE_KINDS = ["photo", "floor_plan"] as const;
