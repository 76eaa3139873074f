// Every stored image exists in two widths: the full one (its imageUrl) and a card-sized copy.
export const IMAGE_WIDTHS = { large: 1600, card: 640 } as const;

/** URL of the card-sized copy of an uploaded image (other URLs are returned unchanged). */
export function cardImageUrl(imageUrl: string) {
  return imageUrl.startsWith("/uploads/") ? imageUrl.replace(/\.webp$/, `-${IMAGE_WIDTHS.card}.webp`) : imageUrl;
}

export function imageSrcSet(imageUrl: string) {
  if (!imageUrl.startsWith("/uploads/")) return undefined;
  return `${cardImageUrl(imageUrl)} ${IMAGE_WIDTHS.card}w, ${imageUrl} ${IMAGE_WIDTHS.large}w`;
}
