/** The name of the public forms' honeypot field: one that form-filling bots like to fill in. */
export const HONEYPOT_FIELD = "website";
