import type { LoaderFunctionArgs } from "@remix-run/node";
import { isLanguage } from "~/i18n";
import { readFeed } from "~/models/feed.server";
import { translatorFor } from "~/services/i18n.server";
import { atomXml } from "~/utils/atom";
import { districtText } from "~/utils/district-names";
import { feedPath } from "~/utils/feed";
import { formatNumber } from "~/utils/format";
import { cardImageUrl } from "~/utils/images";
import { listingText } from "~/utils/localized";
import { SITE_NAMES } from "~/utils/meta";
import { absoluteUrl, canonicalUrl } from "~/utils/seo";
import { readOnlyAction, wordSearchAdmission } from "~/route-helpers/http.server";
import { textResponse } from "~/utils/text-response";
import { readClock } from "~/services/clock.server";
import { env } from "~/services/env.server";
import { storage } from "~/services/storage.server";

// GET /feed.xml?<browse filters>: a search alert without an account, as an Atom feed of the newest
// matching published listings. Feed readers send no cookies, so only `lng` picks the language.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const requested = url.searchParams.get("lng");
  const language = isLanguage(requested) ? requested : "en";
  const feed = await readFeed(url.searchParams, wordSearchAdmission(request, context));
  if (feed.problems !== undefined) {
    return new Response(`Invalid search:\n${feed.problems.join("\n")}\n`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const t = await translatorFor(language);
  const names = new Map(feed.districts.map((district) => [district.name, district]));
  // The enclosures' lengths: each card image's stored size, read together.
  const imageBytes = await Promise.all(
    feed.listings.map((listing) =>
      listing.image?.startsWith("/uploads/") ? storage.size(cardImageUrl(listing.image).slice("/uploads/".length)) : Promise.resolve(null),
    ),
  );
  const pageQuery = new URL(feedPath(feed.filters, language), url.origin).search;
  const xml = atomXml({
    selfUrl: absoluteUrl(env.PUBLIC_ORIGIN, feedPath(feed.filters, language)),
    pageUrl: `${env.PUBLIC_ORIGIN}/${pageQuery}`,
    title: t("feed.title", { site: SITE_NAMES[language] }),
    author: SITE_NAMES[language],
    language,
    updated: readClock(),
    entries: feed.listings.map((listing, index) => {
      const district = names.get(listing.district);
      return {
        id: `${env.PUBLIC_ORIGIN}/property/${listing.id}`,
        title: listingText(listing, "title", language),
        url: canonicalUrl(env.PUBLIC_ORIGIN, `/property/${listing.id}`, "", language),
        published: listing.createdAt,
        summary: t("feed.summary", {
          district: district ? districtText(district, language).text : listing.district,
          price: formatNumber(listing.price, language),
        }),
        image: listing.image ? absoluteUrl(env.PUBLIC_ORIGIN, cardImageUrl(listing.image)) : null,
        imageBytes: imageBytes[index],
      };
    }),
  });
  return textResponse(xml, "application/atom+xml; charset=utf-8");
}

export const action = readOnlyAction("GET");
