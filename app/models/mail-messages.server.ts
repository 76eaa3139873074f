import type { Translate } from "~/utils/translator";
import { directionOf, type Language } from "~/i18n";
import type { AlertListing } from "~/models/properties.server";
import { CONFIRM_WITHIN_DAYS, type NewsletterIssue } from "~/schemas/newsletter";
import { env } from "~/services/env.server";
import { translatorFor } from "~/services/i18n.server";
import { formatNumber } from "~/utils/format";
import { escapeXml } from "~/utils/xml";

// The texts of each mail (issue 35), written once in the recipient's language as an HTML and a plain-text
// part. No remote image, no script, no style sheet: inline styles only, and links built from PUBLIC_ORIGIN.

/** What a mail about an inquiry or contact message needs to know of it. */
export interface InquiryForMail {
  id: number;
  kind: "listing" | "general";
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  propertyId: number | null;
  propertyTitle: string;
  propertyTitleAr: string;
}

export interface RenderedMail {
  subject: string;
  textBody: string;
  htmlBody: string;
}

/** A part of a mail: a paragraph, a table of labelled values, the visitor's own words, or a link. */
type Block =
  { paragraph: string; muted?: boolean } | { rows: [label: string, value: string][] } | { quote: string } | { link: string; label: string };

function titleIn(inquiry: InquiryForMail, language: Language) {
  return (language === "ar" && inquiry.propertyTitleAr) || inquiry.propertyTitle || inquiry.propertyTitleAr;
}

function listingUrl(propertyId: number, language: Language) {
  return `${env.PUBLIC_ORIGIN}/property/${propertyId}${language === "ar" ? "?lng=ar" : ""}`;
}

/** The mail announcing a new inquiry or contact message to an admin, in the admin's language. */
export async function notificationMail(
  inquiry: InquiryForMail,
  language: Language,
  /** The hourly cap, when this is its last mail (NOTIFICATIONS_PER_HOUR, outbox.server.ts): it says more will not be mailed. */
  {
    lastOfCap,
    toAdvertiser = false,
  }: {
    lastOfCap?: number;
    /** To the advertiser whose listing it is (issue 51): it opens their lead desk, and says why they get it. */
    toAdvertiser?: boolean;
  } = {},
): Promise<RenderedMail> {
  const t = await translatorFor(language);
  const listing = inquiry.kind === "listing" && inquiry.propertyId !== null;
  const title = titleIn(inquiry, language);
  const subject = listing
    ? t("mail.notification.subjectListing", { title })
    : t("mail.notification.subjectGeneral", { subject: inquiry.subject });
  const rows: [string, string][] = [
    [t("mail.fields.name"), inquiry.name],
    [t("mail.fields.email"), inquiry.email],
    [t("mail.fields.phone"), inquiry.phone || "—"],
    listing ? [t("mail.fields.listing"), title] : [t("mail.fields.subject"), inquiry.subject],
  ];
  const blocks: Block[] = [
    {
      paragraph: listing
        ? t("mail.notification.introListing", { name: inquiry.name, title })
        : t("mail.notification.introGeneral", { name: inquiry.name }),
    },
    { rows },
    { quote: inquiry.message },
    toAdvertiser
      ? {
          link: `${env.PUBLIC_ORIGIN}/account/leads/${inquiry.id}${language === "ar" ? "?lng=ar" : ""}`,
          label: t("mail.notification.openLeads"),
        }
      : { link: `${env.PUBLIC_ORIGIN}/admin/dashboard/inquiries/${inquiry.id}`, label: t("mail.notification.open") },
    ...(listing ? [{ link: listingUrl(inquiry.propertyId!, language), label: t("mail.viewListing") }] : []),
    { paragraph: t("mail.notification.replyHint", { name: inquiry.name }) },
    ...(lastOfCap
      ? [{ paragraph: t(toAdvertiser ? "mail.notification.capReachedLeads" : "mail.notification.capReached", { count: lastOfCap }) }]
      : []),
    { paragraph: t(toAdvertiser ? "mail.notification.whyAdvertiser" : "mail.notification.why"), muted: true },
  ];
  return render(t, language, subject, blocks);
}

/** The visitor's copy of what they sent, and what happens next, in the language of the page they sent it from. */
export async function receiptMail(inquiry: InquiryForMail, language: Language): Promise<RenderedMail> {
  const t = await translatorFor(language);
  const listing = inquiry.kind === "listing" && inquiry.propertyId !== null;
  const title = titleIn(inquiry, language);
  const subject = listing ? t("mail.receipt.subjectListing", { title }) : t("mail.receipt.subjectGeneral", { subject: inquiry.subject });
  const blocks: Block[] = [
    { paragraph: t("mail.receipt.greeting", { name: inquiry.name }) },
    { paragraph: listing ? t("mail.receipt.introListing", { title }) : t("mail.receipt.introGeneral") },
    { paragraph: t("mail.receipt.copy") },
    { quote: listing ? inquiry.message : `${inquiry.subject}\n\n${inquiry.message}` },
    { paragraph: listing ? t("mail.receipt.nextListing") : t("mail.receipt.nextGeneral") },
    ...(listing ? [{ link: listingUrl(inquiry.propertyId!, language), label: t("mail.viewListing") }] : []),
    { paragraph: t("mail.receipt.notYou"), muted: true },
  ];
  return render(t, language, subject, blocks);
}

/** The link that confirms a newsletter sign-up (double opt-in), in the language of the page it was made on. */
export async function newsletterConfirmationMail(token: string, language: Language): Promise<RenderedMail> {
  const t = await translatorFor(language);
  const link = `${env.PUBLIC_ORIGIN}/newsletter/confirm?token=${token}${language === "ar" ? "&lng=ar" : ""}`;
  const blocks: Block[] = [
    { paragraph: t("mail.newsletterConfirmation.intro") },
    { link, label: t("mail.newsletterConfirmation.confirm") },
    { paragraph: t("mail.newsletterConfirmation.notYou", { days: CONFIRM_WITHIN_DAYS }), muted: true },
  ];
  return render(t, language, t("mail.newsletterConfirmation.subject"), blocks);
}

/** An issue of the newsletter in one subscriber's language, with their unsubscribe link. */
export async function newsletterMail(issue: NewsletterIssue, language: Language, unsubscribeUrl: string): Promise<RenderedMail> {
  const t = await translatorFor(language);
  const [subject, body] = language === "ar" ? [issue.subjectAr, issue.bodyAr] : [issue.subjectEn, issue.bodyEn];
  const blocks: Block[] = [
    ...body.split(/\n\s*\n/).map((paragraph) => ({ paragraph: paragraph.trim() })),
    { paragraph: t("mail.newsletter.why"), muted: true },
    { link: unsubscribeUrl, label: t("mail.newsletter.unsubscribe") },
  ];
  return render(t, language, subject, blocks);
}

/** A search alert as its mails name it: the search in words and the links built from its token. */
export interface AlertForMail {
  searchWords: string;
  searchUrl: string;
  confirmUrl: string;
  manageUrl: string;
}

/** The link that confirms a search alert (double opt-in), in the language of the page it was asked on. */
export async function alertConfirmationMail(alert: AlertForMail, language: Language): Promise<RenderedMail> {
  const t = await translatorFor(language);
  const blocks: Block[] = [
    { paragraph: t("mail.alertConfirmation.intro") },
    { quote: alert.searchWords },
    { link: alert.confirmUrl, label: t("mail.alertConfirmation.confirm") },
    { paragraph: t("mail.alertConfirmation.notYou", { days: CONFIRM_WITHIN_DAYS }), muted: true },
  ];
  return render(t, language, t("mail.alertConfirmation.subject"), blocks);
}

/** A day's digest of a search alert: the new matches (at most a page of them) and the way to stop. */
export async function alertDigestMail(
  alert: AlertForMail,
  { listings, total }: { listings: AlertListing[]; total: number },
  districtName: (name: string) => string,
  language: Language,
): Promise<RenderedMail> {
  const t = await translatorFor(language);
  const blocks: Block[] = [
    { paragraph: t("mail.alertDigest.intro", { count: total }) },
    { quote: alert.searchWords },
    ...listings.map((listing) => ({
      link: listingUrl(listing.id, language),
      label: t("mail.alertDigest.listing", {
        title: (language === "ar" && listing.titleAr) || listing.title,
        district: districtName(listing.district),
        price: formatNumber(listing.price, language),
        size: formatNumber(listing.size, language),
      }),
    })),
    { link: alert.searchUrl, label: t("mail.alertDigest.seeAll", { count: total }) },
    { paragraph: t("mail.alertDigest.why"), muted: true },
    { link: alert.manageUrl, label: t("mail.alertDigest.manage") },
  ];
  return render(t, language, t("mail.alertDigest.subject", { count: total, search: alert.searchWords }), blocks);
}

/** The outcome of an advertiser's listing's review (issue 51), in the advertiser's language. */
export async function reviewOutcomeMail(
  listing: { title: string; titleAr: string },
  { approved, reason }: { approved: boolean; reason: string },
  language: Language,
): Promise<RenderedMail> {
  const t = await translatorFor(language);
  const title = (language === "ar" && listing.titleAr) || listing.title || listing.titleAr;
  const subject = approved ? t("mail.reviewOutcome.subjectApproved", { title }) : t("mail.reviewOutcome.subjectReturned", { title });
  const blocks: Block[] = approved
    ? [{ paragraph: t("mail.reviewOutcome.approved", { title }) }]
    : [{ paragraph: t("mail.reviewOutcome.returned", { title }) }, { quote: reason }, { paragraph: t("mail.reviewOutcome.fix") }];
  blocks.push(
    { link: `${env.PUBLIC_ORIGIN}/account/listings${language === "ar" ? "?lng=ar" : ""}`, label: t("mail.reviewOutcome.open") },
    { paragraph: t("mail.reviewOutcome.why"), muted: true },
  );
  return render(t, language, subject, blocks);
}

const accountLink = (path: string, token: string, language: Language) =>
  `${env.PUBLIC_ORIGIN}${path}?token=${token}${language === "ar" ? "&lng=ar" : ""}`;

/** An advertiser's link that verifies their (new) address (issue 51), in their language. */
export async function verificationMail(token: string, language: Language, change = false): Promise<RenderedMail> {
  const t = await translatorFor(language);
  const blocks: Block[] = [
    { paragraph: t(change ? "account.access.mail.verifyChangeIntro" : "account.access.mail.verifyIntro") },
    { link: accountLink("/account/verify", token, language), label: t("account.access.mail.verifyButton") },
    { paragraph: t("account.access.mail.verifyNotYou", { hours: 48 }), muted: true },
  ];
  return render(t, language, t("account.access.mail.verifySubject"), blocks);
}

/** To an address that already has an account, when someone signs up (or moves an account) with it again. */
export async function accountExistsMail(language: Language): Promise<RenderedMail> {
  const t = await translatorFor(language);
  const blocks: Block[] = [
    { paragraph: t("account.access.mail.existsIntro") },
    { link: `${env.PUBLIC_ORIGIN}/account/login${language === "ar" ? "?lng=ar" : ""}`, label: t("account.access.mail.existsLogin") },
    { link: `${env.PUBLIC_ORIGIN}/account/forgot${language === "ar" ? "?lng=ar" : ""}`, label: t("account.access.mail.existsForgot") },
    { paragraph: t("account.access.mail.existsNotYou"), muted: true },
  ];
  return render(t, language, t("account.access.mail.existsSubject"), blocks);
}

/** To the current address when a change to another is asked: it changes only once the new one is verified. */
export async function emailChangeNoticeMail(newEmail: string, language: Language): Promise<RenderedMail> {
  const t = await translatorFor(language);
  const blocks: Block[] = [
    { paragraph: t("account.access.mail.changeIntro") },
    { quote: newEmail },
    { paragraph: t("account.access.mail.changeNotYou"), muted: true },
  ];
  return render(t, language, t("account.access.mail.changeSubject"), blocks);
}

/** An advertiser's link that sets a new password: it works once, within an hour. */
export async function passwordResetMail(token: string, language: Language): Promise<RenderedMail> {
  const t = await translatorFor(language);
  const blocks: Block[] = [
    { paragraph: t("account.access.mail.resetIntro") },
    { link: accountLink("/account/reset", token, language), label: t("account.access.mail.resetButton") },
    { paragraph: t("account.access.mail.resetNotYou"), muted: true },
  ];
  return render(t, language, t("account.access.mail.resetSubject"), blocks);
}

function render(t: Translate, language: Language, subject: string, blocks: Block[]): RenderedMail {
  const footer = t("mail.footer", { site: t("brand.name"), origin: env.PUBLIC_ORIGIN });
  return { subject, textBody: renderText([...blocks, { paragraph: footer }]), htmlBody: renderHtml(language, subject, blocks, footer) };
}

function renderText(blocks: Block[]) {
  return (
    blocks
      .map((block) => {
        if ("paragraph" in block) return block.paragraph;
        if ("rows" in block) return block.rows.map(([label, value]) => `${label}: ${value}`).join("\n");
        if ("quote" in block) return block.quote.replace(/^/gm, "> ");
        return `${block.label}:\n${block.link}`;
      })
      .join("\n\n") + "\n"
  );
}

const FONT = "font-family:Tahoma,Arial,sans-serif";

function renderHtml(language: Language, subject: string, blocks: Block[], footer: string) {
  const dir = directionOf(language);
  const align = dir === "rtl" ? "right" : "left";
  const html = escapeXml;
  const parts = blocks.map((block) => {
    if ("paragraph" in block)
      return `<p style="margin:0 0 16px;${block.muted ? "color:#4b5563;font-size:13px;" : ""}">${html(block.paragraph)}</p>`;
    if ("rows" in block)
      return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${block.rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="text-align:${align};padding:4px 0;padding-inline-end:16px;color:#4b5563;font-weight:normal;vertical-align:top">${html(label)}</th><td style="padding:4px 0"><bdi dir="auto">${html(value)}</bdi></td></tr>`,
        )
        .join("")}</table>`;
    // The visitor's words keep their own direction and line breaks.
    if ("quote" in block)
      return `<div dir="auto" style="margin:0 0 16px;padding:12px 16px;background:#f3f4f6;border-radius:6px;white-space:pre-wrap">${html(block.quote)}</div>`;
    return `<p style="margin:0 0 16px"><a href="${html(block.link)}" style="color:#0f5c4d;font-weight:bold">${html(block.label)}</a></p>`;
  });
  return `<!doctype html>
<html lang="${language}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${html(subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f6f7f9;color:#111827;${FONT};font-size:15px;line-height:1.6;direction:${dir};text-align:${align}">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
${parts.join("\n")}
<p style="margin:24px 0 0;color:#4b5563;font-size:13px">${html(footer)}</p>
</div>
</body>
</html>
`;
}
