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
export const ACTIVITY_ENTITIES = ["property", "image", "district", "inquiry", "admin", "landmark", "newsletter", "advertiser"] as const;
export const ACTIVITY_ACTIONS = ["create", "update", "delete"] as const;
/**
 * A listing's lifecycle: a draft is being written, one in review waits for an administrator (an advertiser's
 * submission, issue 51), a published listing is shown (while its licence and confirmation hold), a withdrawn
 * one is rented or taken down, an archived one is kept for its leads. Only "published" reaches visitors; taking
 * a listing off the site never needs a delete.
 */
export const LISTING_LIFECYCLES = ["draft", "in_review", "published", "withdrawn", "archived"] as const;
/** Who signs in: the site's administrators, and advertisers (owners, brokers, developers) listing their own spaces. */
export const ACCOUNT_ROLES = ["admin", "advertiser"] as const;
/** An advertiser's standing: a suspended one's listings leave the site and they cannot sign in. */
export const ADVERTISER_STATUSES = ["active", "suspended"] as const;
/** What a mailed account link does: verify an (new) email address, or set a new password. */
export const ACCOUNT_TOKEN_PURPOSES = ["verify_email", "reset_password"] as const;
/** The site's languages; an inquiry keeps the one its visitor's page was in. */
export const LANGUAGES = ["en", "ar"] as const;
/**
 * What a mail in the outbox is: a new inquiry or contact message announced to an admin, the visitor's receipt,
 * the link that confirms a newsletter sign-up, the newsletter itself, a search alert's confirmation and digest; an
 * advertiser's account links (verify the address, reset the password), the outcome of their listing's review, and
 * an inquiry on their listing.
 */
export const MAIL_KINDS = [
  "inquiry_notification",
  "receipt",
  "newsletter_confirmation",
  "newsletter",
  "alert_confirmation",
  "alert_digest",
  "account_verification",
  "password_reset",
  "review_outcome",
  "advertiser_inquiry",
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
