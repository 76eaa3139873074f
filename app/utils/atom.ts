import type { Language } from "~/i18n";
import type { LocalText } from "./localized";
import { escapeXml } from "./xml";

/** One entry of an Atom feed; a text in the other language than the feed's carries its `lang`. */
export interface AtomEntry {
  id: string;
  title: LocalText;
  url: string;
  published: Date;
  summary: string;
  image: string | null;
  /** The image's size in bytes, when known (the enclosure's length). */
  imageBytes?: number | null;
}

export interface AtomFeed {
  /** The feed's own absolute URL: its id and its rel="self" link. */
  selfUrl: string;
  /** The page the feed follows. */
  pageUrl: string;
  title: string;
  author: string;
  language: Language;
  /** When the feed last changed, for a feed without entries. */
  updated: Date;
  entries: readonly AtomEntry[];
}

const langAttribute = (lang: Language | undefined) => (lang ? ` xml:lang="${lang}"` : "");

function entryXml(entry: AtomEntry) {
  const title = escapeXml(entry.title.text);
  // The reader shows the content as HTML: the photo above the summary, escaped twice (HTML inside XML).
  const html = `${entry.image ? `<p><img src="${escapeXml(entry.image)}" alt="${title}"></p>` : ""}<p>${escapeXml(entry.summary)}</p>`;
  return [
    "<entry>",
    `<id>${escapeXml(entry.id)}</id>`,
    `<title${langAttribute(entry.title.lang)}>${title}</title>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(entry.url)}"/>`,
    // Every stored image is WebP (uploads are converted); the length lets a reader size the download.
    entry.image
      ? `<link rel="enclosure" type="image/webp"${entry.imageBytes ? ` length="${entry.imageBytes}"` : ""} href="${escapeXml(entry.image)}"/>`
      : "",
    `<published>${entry.published.toISOString()}</published>`,
    `<updated>${entry.published.toISOString()}</updated>`,
    `<summary>${escapeXml(entry.summary)}</summary>`,
    `<content type="html">${escapeXml(html)}</content>`,
    "</entry>",
  ].join("");
}

/** An Atom 1.0 document (RFC 4287); every text and URL is escaped. */
export function atomXml(feed: AtomFeed) {
  const updated = feed.entries.reduce((latest, entry) => (entry.published > latest ? entry.published : latest), new Date(0));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${feed.language}">`,
    `<id>${escapeXml(feed.selfUrl)}</id>`,
    `<title>${escapeXml(feed.title)}</title>`,
    `<updated>${(feed.entries.length > 0 ? updated : feed.updated).toISOString()}</updated>`,
    `<author><name>${escapeXml(feed.author)}</name></author>`,
    `<link rel="self" type="application/atom+xml" href="${escapeXml(feed.selfUrl)}"/>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(feed.pageUrl)}"/>`,
    ...feed.entries.map(entryXml),
    "</feed>",
    "",
  ].join("\n");
}
