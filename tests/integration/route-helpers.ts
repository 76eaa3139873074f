// Call route loaders and actions with real Request objects and read what they answer,
// whether a Response (redirects) or single-fetch `data()` (status, headers and a value).
import * as propertiesApi from "~/routes/api.properties";
import { MAX_API_PAGE } from "~/schemas/filters";
import { checkContract } from "./openapi-contract";

const ORIGIN = "http://localhost:3000";

interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

type DataWithInit = { type: "DataWithResponseInit"; data: unknown; init: ResponseInit | null };

function isDataWithInit(value: unknown): value is DataWithInit {
  return typeof value === "object" && value !== null && (value as DataWithInit).type === "DataWithResponseInit";
}

async function toAnswer(value: unknown): Promise<Answer> {
  if (value instanceof Response) {
    const text = await value.text();
    const isJson = value.headers.get("Content-Type")?.includes("json");
    return { status: value.status, headers: value.headers, body: isJson && text ? JSON.parse(text) : text };
  }
  if (isDataWithInit(value)) {
    return { status: value.init?.status ?? 200, headers: new Headers(value.init?.headers), body: value.data };
  }
  return { status: 200, headers: new Headers(), body: value };
}

/**
 * Runs a loader or action and returns its answer, including thrown responses; `context` is what server.ts
 * would hand it. An /api answer must keep to the OpenAPI document (the contract test, issue 37).
 */
export async function call<Args>(
  fn: (args: Args) => unknown,
  request: Request,
  params: Record<string, string> = {},
  context: { clientAddress?: string } = {},
) {
  const answer = await answerOf(fn, request, params, context);
  checkContract(request, answer);
  return answer;
}

async function answerOf<Args>(
  fn: (args: Args) => unknown,
  request: Request,
  params: Record<string, string>,
  context: { clientAddress?: string },
) {
  try {
    return await toAnswer(await fn({ request, params, context } as Args));
  } catch (thrown) {
    if (thrown instanceof Response || isDataWithInit(thrown)) return toAnswer(thrown);
    throw thrown;
  }
}

/** A same-origin JSON request (a string body is sent as it is, for malformed JSON). */
export function jsonRequest(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return new Request(`${ORIGIN}${path}`, {
    method,
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    headers: { Origin: ORIGIN, ...(body === undefined ? {} : { "Content-Type": "application/json" }), ...headers },
  });
}

export function get(path: string, headers: Record<string, string> = {}) {
  return new Request(`${ORIGIN}${path}`, { headers });
}

export function postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded", ...headers },
  });
}

/** The property editor's multipart form: its fields, the chosen images, or an empty file input as a browser sends it. */
export function propertyForm(fields: Record<string, string | string[]>, files: File[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) form.append(name, item);
  for (const item of files) form.append("imageFiles", item);
  // What a browser sends for a file input left empty.
  if (files.length === 0) form.append("imageFiles", new File([], "", { type: "application/octet-stream" }));
  return form;
}

/** The cookie pairs a response sets, ready for a Cookie request header. */
export function cookiesFrom(headers: Headers) {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** The ids of every listing GET /api/properties finds for `path` (its query may hold filters), a page at a time. */
export async function publicListingIds(path = "/api/properties") {
  const ids: number[] = [];
  for (;;) {
    const url = new URL(path, ORIGIN);
    url.searchParams.set("limit", String(MAX_API_PAGE));
    url.searchParams.set("offset", String(ids.length));
    const answer = await call(propertiesApi.loader, get(`${url.pathname}${url.search}`));
    if (answer.status !== 200) throw new Error(`GET ${url.pathname}${url.search} answered ${answer.status}`);
    const page = (answer.body as { id: number }[]).map((listing) => listing.id);
    ids.push(...page);
    if (page.length === 0 || ids.length >= Number(answer.headers.get("X-Total-Count"))) return ids;
  }
}
