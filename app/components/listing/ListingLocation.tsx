import { useTranslation } from "~/utils/translation";
import { MapEmbed } from "~/components/MapEmbed";
import { type LandmarkNames, useDistanceText } from "~/components/DistanceTo";
import { Icon } from "~/components/ui/Icon";
import { LocalizedText } from "~/components/ui/LocalizedText";
import type { LocalText } from "~/utils/localized";

interface Point {
  latitude: number;
  longitude: number;
}

/** OpenStreetMap embed and "larger map" links around a point (fixed bounding box). */
function mapUrls({ latitude, longitude }: Point) {
  const fixed = (value: number) => value.toFixed(6);
  const bbox = [longitude - 0.02, latitude - 0.015, longitude + 0.02, latitude + 0.015].map(fixed).join(",");
  const lat = fixed(latitude);
  const lon = fixed(longitude);
  return {
    embed: `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`,
    larger: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=15/${lat}/${lon}`,
  };
}

/**
 * Where the listing is: its district and address, how far the nearest landmarks are, a map around its
 * point, and a link to a larger map.
 */
export function ListingLocation({
  location,
  district,
  address,
  nearby,
}: {
  location: Point;
  district: LocalText;
  address: LocalText;
  nearby: readonly (LandmarkNames & { slug: string; distance: number })[];
}) {
  const { t } = useTranslation();
  const distanceText = useDistanceText();
  const map = mapUrls(location);
  return (
    <section aria-labelledby="location-title" className="mt-10">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="location-title" className="text-xl font-semibold">
          {t("property.location")}
        </h2>
        <a
          href={map.larger}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand hover:underline"
        >
          <Icon name="map" className="size-4" />
          {t("property.viewLargerMap")}
        </a>
      </div>
      <p className="mt-1 text-sm text-ink-muted">
        <LocalizedText value={district} /> · <LocalizedText value={address} />
      </p>
      {nearby.length > 0 ? (
        <ul aria-label={t("property.nearby")} className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {nearby.map((landmark) => (
            <li key={landmark.slug} className="inline-flex items-center gap-1">
              <Icon name="pin" className="size-4 text-brand" />
              {distanceText(landmark.distance, landmark)}
            </li>
          ))}
        </ul>
      ) : null}
      <MapEmbed title={t("property.mapTitle", { district: district.text })} src={map.embed} />
    </section>
  );
}
