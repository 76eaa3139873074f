// The contract test (issue 37): every answer an integration test receives from an /api route is checked
// against the OpenAPI document the server publishes (status, headers, body), by ajv, a validator the
// document's generator does not share code with. So the document cannot drift from the server: a field
// added to an answer, a status or a header left undocumented, fails the test that met it.
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { documentedMethodsOf, openApiDocument } from "~/schemas/openapi";
import { MAX_TARGET_LENGTH } from "~/utils/request-limits";

type Schema = Record<string, unknown>;
type Response = {
  description: string;
  headers?: Record<string, { required?: boolean; schema: Schema }>;
  content?: Record<string, { schema: Schema }>;
};
type Document = { paths: Record<string, Record<string, { responses: Record<string, Response> }>> };

const DOCUMENT_ID = "openapi.json";
const document = openApiDocument() as unknown as Document;

const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
addFormats(ajv);
// The whole document under one id, so a response's schema is compiled by its JSON pointer and its
// `#/components/schemas/...` references resolve inside the document.
ajv.addSchema(document, DOCUMENT_ID);

const templates = Object.keys(document.paths).map((template) => ({
  template,
  pattern: new RegExp(`^${template.replace(/[.]/g, "\\.").replace(/\{[^}]+\}/g, "[^/]+")}$`),
}));

/** The document's path template a request path falls under (a literal path before a templated one). */
export function pathTemplateOf(pathname: string) {
  return (
    templates.find(({ template }) => template === pathname)?.template ?? templates.find(({ pattern }) => pattern.test(pathname))?.template
  );
}

const pointer = (...parts: string[]) => `${DOCUMENT_ID}#/${parts.map((part) => part.replace(/~/g, "~0").replace(/\//g, "~1")).join("/")}`;

function validate(ref: string, value: unknown) {
  const check = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
  return check(value) ? null : ajv.errorsText(check.errors);
}

export type ContractAnswer = { status: number; headers: Headers; body: unknown };

/** The ways an /api answer breaks the document; none when it keeps to it. */
export function contractProblems(request: Request, answer: ContractAnswer): string[] {
  const { pathname } = new URL(request.url);
  const where = `${request.method} ${pathname} → ${answer.status}`;
  // A path that cannot be decoded (a broken %-escape) names no resource: the server refuses it as a 400.
  if (!decodable(pathname)) return answer.status === 400 ? [] : [`${where}: a path that cannot be decoded must answer 400`];
  const template = pathTemplateOf(pathname);
  // A path the document does not have must not be served (the server answers 404, or refuses the request first).
  if (!template) return answer.status >= 400 ? [] : [`${where}: the path is not in the document`];
  // A target too long is refused (414) before its method is looked at (checkTarget in server/app.ts).
  const url = new URL(request.url);
  if (answer.status === 414 && url.pathname.length + url.search.length > MAX_TARGET_LENGTH) return [];
  const method = request.method === "HEAD" ? "get" : request.method.toLowerCase();
  const operation = document.paths[template]![method];
  if (!operation) {
    // A method the path does not take: 405 naming the methods the document gives it (a cross-site write
    // is refused before the method is looked at).
    if (answer.status === 403) return [];
    if (answer.status !== 405) return [`${where}: an undocumented method must answer 405`];
    const allow = (answer.headers.get("Allow") ?? "").split(",").map((method) => method.trim());
    const expected = documentedMethodsOf(pathname) ?? [];
    const same = allow.length === expected.length && expected.every((method) => allow.includes(method));
    return same ? [] : [`${where}: Allow "${allow.join(", ")}" is not the document's "${expected.join(", ")}"`];
  }
  const status = String(answer.status);
  const response = operation.responses[status];
  if (!response) return [`${where}: status ${status} is not documented`];
  const problems: string[] = [];
  for (const [name, header] of Object.entries(response.headers ?? {})) {
    const value = answer.headers.get(name);
    if (value === null) {
      if (header.required) problems.push(`${where}: header ${name} is missing`);
      continue;
    }
    const invalid = validate(pointer("paths", template, method, "responses", status, "headers", name, "schema"), value);
    if (invalid) problems.push(`${where}: header ${name}: ${invalid}`);
  }
  const contentType = (answer.headers.get("Content-Type") ?? "").split(";")[0]!.trim();
  const mediaTypes = Object.keys(response.content ?? {});
  // A page (/api/docs) is called through its loader here, which answers data, not HTML: its HTML is the
  // page suites' to check.
  if (!mediaTypes.includes("application/json")) return problems;
  if (!mediaTypes.includes(contentType)) return [...problems, `${where}: Content-Type "${contentType}" is not ${mediaTypes.join(" or ")}`];
  // A HEAD answer has no body to check.
  if (contentType === "application/json" && request.method !== "HEAD") {
    const invalid = validate(pointer("paths", template, method, "responses", status, "content", contentType, "schema"), answer.body);
    if (invalid) problems.push(`${where}: body: ${invalid}`);
  }
  return problems;
}

function decodable(pathname: string) {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** Throws when an /api answer breaks the document (other paths pass untouched). */
export function checkContract(request: Request, answer: ContractAnswer) {
  if (!new URL(request.url).pathname.startsWith("/api/")) return;
  const problems = contractProblems(request, answer);
  if (problems.length > 0) throw new Error(`The answer breaks the OpenAPI document (app/schemas/openapi/):\n${problems.join("\n")}`);
}
