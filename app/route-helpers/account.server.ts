import { getLanguage } from "~/services/i18n.server";

// What the advertisers' account pages share (issue 51).

/** `path` in the request's page language: an Arabic page's redirect keeps `lng=ar` when it came with one. */
export function keepLanguage(request: Request, path: string) {
  const lng = new URL(request.url).searchParams.get("lng");
  if (lng !== "ar" && lng !== "en") return path;
  return `${path}${path.includes("?") ? "&" : "?"}lng=${lng}`;
}

/** The language the page was in: the advertiser's mails are written in it. */
export const pageLanguage = getLanguage;
