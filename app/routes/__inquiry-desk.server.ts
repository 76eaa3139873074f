import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { type Desk, DESKS } from "~/components/admin/InquiryDesk";
import type { InquiryListPage } from "~/components/admin/InquiryList";
import type { Language } from "~/i18n";
import type { Viewer } from "~/models/access.server";
import { canSeeInquiry, countInquiries, getInquiry, type InquiryRow, listInquiries, updateInquiry } from "~/models/inquiries.server";
import {
  INQUIRY_FILTER_KEYS,
  type InquiryFilters,
  InquiryFiltersSchema,
  InquiryUpdateSchema,
  parseInquiryFilters,
} from "~/schemas/inquiry-desk";
import { guardWrite, readFormData } from "~/services/guard.server";
import { getLanguage, translatorFor } from "~/services/i18n.server";
import { redirectWithToast } from "~/services/toast.server";
import { json, jsonError, NO_STORE, notFound, parseId, readJsonBody } from "~/route-helpers/http.server";
import { AdminPagingSchema, describeIssues, queryToInput } from "~/schemas/filters";
import { csvFilterRefused, csvResponse, toCsv } from "~/utils/csv";
import { riyadhDate, riyadhDateTime } from "~/utils/format";
import { pickLanguage } from "~/utils/localized";
import { pageWindow, readAllPages } from "~/utils/pagination";

// Code the lead desks share: the administrators' inquiries tab, its CSV and the admin API, and an advertiser's
// own leads, their CSV and their API (issue 51). Each takes the viewer, and the models scope every read and
// write to it.

/** An inquiry as the admin API shows it: `note` is the newest note; one inquiry (PATCH's answer) has all of them as `notes`. */
export function inquiryJson(inquiry: InquiryRow & { notes?: unknown[] }) {
  const { id, kind, name, email, phone, propertyId, propertyTitle, propertyTitleAr, subject, message, createdAt } = inquiry;
  const { status, note, notes, statusChangedAt, language } = inquiry;
  return {
    ...{ id, kind, name, email, phone, propertyId, propertyTitle, propertyTitleAr, subject, message, createdAt },
    ...{ status, note, ...(notes ? { notes } : {}), statusChangedAt, language },
  };
}

const INQUIRY_NOT_FOUND = "Inquiry not found";

/**
 * GET /api/admin/inquiries and /api/account/inquiries: the viewer's inquiries the query's filters find, newest
 * first, 100 by default and at most 500 at a time; X-Total-Count gives how many the filter finds. A query it
 * cannot read is a 400 naming each problem.
 */
export async function inquiriesApiList(request: Request, viewer: Viewer) {
  const search = new URL(request.url).searchParams;
  const paging = AdminPagingSchema.safeParse(queryToInput(search, ["limit", "offset"]));
  const filters = InquiryFiltersSchema.safeParse(queryToInput(search, INQUIRY_FILTER_KEYS));
  if (!paging.success || !filters.success) {
    const problems = [paging.error, filters.error].flatMap((error) => (error ? describeIssues(error) : []));
    return jsonError(400, `Invalid query: ${problems.join("; ")}`);
  }
  const [inquiries, total] = await Promise.all([
    listInquiries(viewer, { ...filters.data, ...paging.data }),
    countInquiries(viewer, filters.data),
  ]);
  return json(inquiries.map(inquiryJson), { headers: { ...NO_STORE, "X-Total-Count": String(total) } });
}

/**
 * PATCH /api/admin/inquiries/{id} and /api/account/inquiries/{id} {status?, note?} → 200 the inquiry with every
 * note of the viewer's side. `signIn` gives the viewer (or throws the 401) once the write passed the guard.
 * Whose the inquiry is comes before the body: an id the viewer may not see is a 404 whatever was sent, exactly
 * as a missing one (another advertiser's lead is not told from no lead); then a body it cannot read is a 400.
 */
export async function inquiryApiUpdate(request: Request, idParam: string | undefined, signIn: () => Promise<Viewer>) {
  await guardWrite(request, { body: "json" });
  const viewer = await signIn();
  const id = parseId(idParam);
  if (id === null || !(await canSeeInquiry(viewer, id))) return jsonError(404, INQUIRY_NOT_FOUND);
  const change = await readJsonBody(request, InquiryUpdateSchema);
  const inquiry = await updateInquiry(viewer, id, change);
  if (!inquiry) return jsonError(404, INQUIRY_NOT_FOUND);
  return json(inquiryJson(inquiry), { headers: NO_STORE });
}

/** The tab's filters from the URL; a malformed one is a 400 naming its problems. */
function requireInquiryFilters(url: URL) {
  const parsed = parseInquiryFilters(url.searchParams);
  if (!parsed.success) throw data({ problems: parsed.problems }, { status: 400 });
  return parsed.filters;
}

/** The filters as a query string (only those set), for the pagination and CSV links. */
function filterQuery(filters: InquiryFilters) {
  const query = new URLSearchParams();
  for (const key of INQUIRY_FILTER_KEYS) {
    const value = filters[key];
    if (value !== undefined && value !== "") query.set(key, String(value));
  }
  return query.toString();
}

/** The page of the viewer's inquiries the URL's filters and `?page=` ask for, each with its reply drafted. */
export async function inquiryListPage(request: Request, viewer: Viewer): Promise<InquiryListPage> {
  const url = new URL(request.url);
  const filters = requireInquiryFilters(url);
  const total = await countInquiries(viewer, filters);
  const { page, pages, limit, offset } = pageWindow(url, total);
  const language = await getLanguage(request);
  const rows = await listInquiries(viewer, { ...filters, limit, offset });
  const inquiries = await Promise.all(rows.map(async (inquiry) => ({ ...inquiry, reply: await replyDraft(inquiry, language) })));
  return { inquiries, filters, query: filterQuery(filters), total, page, pages };
}

/** One of the viewer's inquiries and its reply draft; 404 for an id they may not see, as for one that does not exist. */
export async function inquiryDetail(request: Request, idParam: string | undefined, viewer: Viewer) {
  const id = parseId(idParam);
  const inquiry = id === null ? null : await getInquiry(viewer, id);
  if (!inquiry) notFound();
  return { inquiry, reply: await replyDraft(inquiry, await getLanguage(request)) };
}

/**
 * The inquiry page's form: saves the status and adds a note (an empty note box adds nothing), then back to
 * the page with a toast; bad input is a 400 with the form's errors. Whose the inquiry is comes first: an id
 * the viewer may not see is a 404 whatever the form says, exactly as a missing one.
 */
export async function saveInquiryForm(request: Request, idParam: string | undefined, viewer: Viewer, desk: Desk) {
  const id = parseId(idParam);
  if (id === null || !(await canSeeInquiry(viewer, id))) notFound();
  const submission = parseWithZod(await readFormData(request), { schema: InquiryUpdateSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const saved = await updateInquiry(viewer, id, submission.value);
  if (!saved) notFound();
  return redirectWithToast(`${DESKS[desk].path}/${saved.id}`, { title: "admin.inquiries.saved" });
}

/**
 * The viewer's inquiries the URL's filters find, newest first, as a spreadsheet in the page's language
 * (times in Riyadh; `toCsv` defuses cells a spreadsheet would run as formulas). A filter it cannot read is a
 * plain-text 400.
 */
export async function inquiriesCsv(request: Request, viewer: Viewer, fileName: string) {
  const parsed = parseInquiryFilters(new URL(request.url).searchParams);
  if (!parsed.success) return csvFilterRefused(parsed.problems);
  const { filters } = parsed;
  const language = await getLanguage(request);
  const [t, inquiries] = await Promise.all([
    translatorFor(language),
    readAllPages((paging) => listInquiries(viewer, { ...filters, ...paging })),
  ]);
  const body = toCsv(
    [
      t("admin.csv.id"),
      t("admin.inquiries.kind"),
      t("admin.inquiries.date"),
      t("admin.inquiries.status"),
      t("admin.inquiries.name"),
      t("admin.inquiries.email"),
      t("admin.inquiries.phone"),
      t("admin.inquiries.listing"),
      t("admin.inquiries.property"),
      t("admin.inquiries.subject"),
      t("admin.inquiries.message"),
      t("admin.inquiries.note"),
      t("admin.inquiries.statusChangedAt"),
      t("admin.inquiries.language"),
    ],
    inquiries.map((inquiry) => [
      inquiry.id,
      t(`admin.inquiries.kinds.${inquiry.kind}`),
      riyadhDateTime(inquiry.createdAt),
      t(`admin.inquiries.statuses.${inquiry.status}`),
      inquiry.name,
      inquiry.email,
      inquiry.phone,
      inquiry.propertyId,
      // The listing's title in the file's language (issue 50), the other one when it has none.
      pickLanguage(inquiry.propertyTitle, inquiry.propertyTitleAr, language).text,
      inquiry.subject,
      inquiry.message,
      inquiry.note,
      inquiry.statusChangedAt ? riyadhDateTime(inquiry.statusChangedAt) : null,
      inquiry.language ? t(`admin.inquiries.languages.${inquiry.language}`) : null,
    ]),
  );
  return csvResponse(`${fileName}-${riyadhDate(new Date())}.csv`, body);
}

/**
 * The reply the desk drafts (an email's subject and greeting, WhatsApp's text) in the visitor's language,
 * which the inquiry keeps; inquiries older than that (no language) get the reader's page language.
 */
async function replyDraft(inquiry: InquiryRow, pageLanguage: Language) {
  const language = inquiry.language ?? pageLanguage;
  const t = await translatorFor(language);
  const subject =
    inquiry.propertyId === null
      ? t("admin.inquiries.replySubjectGeneral", { subject: inquiry.subject })
      : t("admin.inquiries.replySubject", { title: pickLanguage(inquiry.propertyTitle, inquiry.propertyTitleAr, language).text });
  return { language, subject, greeting: t("admin.inquiries.replyGreeting", { name: inquiry.name }) };
}
