const SITE_NAME = "Riyadh Offices";

export function pageTitle(title?: string) {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}
