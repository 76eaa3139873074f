import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { INQUIRY_KINDS, INQUIRY_STATUSES, LANGUAGES } from "../enums";
import { AdminPagingSchema } from "../filters";
import { ApiInquirySchema } from "../inquiry";
import { InquiryFiltersSchema, InquiryUpdateSchema } from "../inquiry-desk";
import {
  BAD_INPUT,
  BAD_QUERY,
  dateTime,
  error,
  idParam,
  jsonBody,
  jsonWrite,
  NO_STORE_HEADER,
  NOT_SIGNED_IN,
  ok,
  RETRY_AFTER_HEADER,
  session,
  TOTAL_COUNT_HEADER,
} from "./common";
import { accountSession, NOT_SIGNED_IN_ADVERTISER } from "./account";

// Inquiries: a visitor's message about a listing, the admin's inquiry desk, and an advertiser's own leads
// (issue 51): the same query, body and answers, scoped to the inquiries about their listings.

const storedInquiryFields = {
  id: z.number().int(),
  kind: z.enum(INQUIRY_KINDS),
  propertyId: z.number().int().nullable(),
  propertyTitle: z.string(),
  propertyTitleAr: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: dateTime,
  status: z.enum(INQUIRY_STATUSES),
  statusChangedAt: dateTime.nullable(),
  language: z.enum(LANGUAGES).nullable(),
};
const StoredInquiryJson = z.object(storedInquiryFields).strict().openapi("StoredInquiry");

const NoteJson = z.object({ id: z.number().int(), body: z.string(), adminUsername: z.string(), createdAt: dateTime }).strict();

const InquiryJson = z
  .object({
    ...storedInquiryFields,
    note: z.string().openapi({ description: 'The newest note; "" for none' }),
    notes: z.array(NoteJson).optional().openapi({ description: "Every note, newest first (PATCH's answer only)" }),
  })
  .strict()
  .openapi("Inquiry");

/** POST /api/inquiries. */
export function registerInquiry(registry: OpenAPIRegistry) {
  registry.registerPath({
    method: "post",
    path: "/api/inquiries",
    operationId: "createInquiry",
    tags: ["public"],
    security: [],
    summary: "Send an inquiry to a listing's owner",
    request: { body: { required: true, ...jsonBody(ApiInquirySchema) } },
    responses: {
      201: ok("The stored inquiry", StoredInquiryJson),
      400: BAD_INPUT,
      ...jsonWrite,
      404: error("No such listing"),
      429: error("Too many messages from this address", RETRY_AFTER_HEADER),
    },
  });
}

/** The desk's query (GET): its filters and a page. */
const deskQuery = () => (InquiryFiltersSchema._def.schema as z.AnyZodObject).merge(AdminPagingSchema);

/** The admin's inquiry desk. */
export function registerInquiriesAdmin(registry: OpenAPIRegistry) {
  registry.registerPath({
    method: "get",
    path: "/api/admin/inquiries",
    operationId: "listInquiries",
    tags: ["admin"],
    summary: "Inquiries and contact messages, newest first",
    security: session,
    request: { query: deskQuery() },
    responses: {
      200: ok("A page of inquiries", z.array(InquiryJson), { ...NO_STORE_HEADER, ...TOTAL_COUNT_HEADER }),
      400: BAD_QUERY,
      401: NOT_SIGNED_IN,
    },
  });
  registry.registerPath({
    method: "patch",
    path: "/api/admin/inquiries/{id}",
    operationId: "updateInquiry",
    tags: ["admin"],
    summary: "Change an inquiry's status and/or add a note",
    security: session,
    request: { params: idParam("id"), body: { required: true, ...jsonBody(InquiryUpdateSchema) } },
    responses: {
      200: ok("The inquiry with every note", InquiryJson),
      400: BAD_INPUT,
      401: NOT_SIGNED_IN,
      404: error("No such inquiry"),
      ...jsonWrite,
    },
  });
}

/** An advertiser's own leads (issue 51): the admin's desk, scoped to the inquiries about their listings. */
export function registerInquiriesAccount(registry: OpenAPIRegistry) {
  registry.registerPath({
    method: "get",
    path: "/api/account/inquiries",
    operationId: "accountListInquiries",
    tags: ["account"],
    summary: "The signed-in advertiser's leads (inquiries about their listings), newest first",
    description: "The same filters, paging and answer as GET /api/admin/inquiries; contact-page messages are never theirs.",
    security: accountSession,
    request: { query: deskQuery() },
    responses: {
      200: ok("A page of their leads", z.array(InquiryJson), { ...NO_STORE_HEADER, ...TOTAL_COUNT_HEADER }),
      400: BAD_QUERY,
      401: NOT_SIGNED_IN_ADVERTISER,
    },
  });
  registry.registerPath({
    method: "patch",
    path: "/api/account/inquiries/{id}",
    operationId: "accountUpdateInquiry",
    tags: ["account"],
    summary: "Change one of the advertiser's leads' status and/or add a note",
    description: "Their notes are their own: the answer's `note` and `notes` are the advertiser's, never an administrator's.",
    security: accountSession,
    request: { params: idParam("id"), body: { required: true, ...jsonBody(InquiryUpdateSchema) } },
    responses: {
      200: ok("The lead with every note of theirs", InquiryJson),
      400: BAD_INPUT,
      401: NOT_SIGNED_IN_ADVERTISER,
      404: error("No such inquiry (another advertiser's is answered the same)"),
      ...jsonWrite,
    },
  });
}
