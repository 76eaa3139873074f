// Every stored image exists in three widths: the full one (its imageUrl), a middle one and a card-sized
// copy. The middle one (issue 38's bench) is what a phone's screen needs for a listing's full-width photo:
// 412 CSS px at a density of 1.75 is 721 pixels, more than the card copy and half of the full one.
export const IMAGE_WIDTHS = { large: 1600, medium: 960, card: 640 } as const;

type CopyWidth = typeof IMAGE_WIDTHS.medium | typeof IMAGE_WIDTHS.card;

/** URL of one of the smaller copies of an uploaded image (other URLs are returned unchanged). */
function imageCopyUrl(imageUrl: string, width: CopyWidth) {
  return imageUrl.startsWith("/uploads/") ? imageUrl.replace(/\.webp$/, `-${width}.webp`) : imageUrl;
}

/** URL of the card-sized copy of an uploaded image (other URLs are returned unchanged). */
export function cardImageUrl(imageUrl: string) {
  return imageCopyUrl(imageUrl, IMAGE_WIDTHS.card);
}

export function imageSrcSet(imageUrl: string) {
  if (!imageUrl.startsWith("/uploads/")) return undefined;
  return [
    `${cardImageUrl(imageUrl)} ${IMAGE_WIDTHS.card}w`,
    `${imageCopyUrl(imageUrl, IMAGE_WIDTHS.medium)} ${IMAGE_WIDTHS.medium}w`,
    `${imageUrl} ${IMAGE_WIDTHS.large}w`,
  ].join(", ");
}
