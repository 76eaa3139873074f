// The OpenAPI document as the /api/docs page reads it: each operation and schema with its fields, and
// each field's type written out as a person reads it ("integer", `"a" | "b"`, "array of Property").

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  description?: string;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  default?: unknown;
  const?: unknown;
};

type Document = {
  info: { title: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; headers?: Record<string, unknown>; content?: Record<string, { schema: JsonSchema }> }>;
};

export type FieldView = { name: string; type: string; required: boolean; notes: string };

/** A schema's type in a few words; a reference by its name (the page links it). */
export function typeOf(schema: JsonSchema | undefined): string {
  if (!schema) return "any";
  if (schema.$ref) return schema.$ref.split("/").pop()!;
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(" | ");
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.map(typeOf).join(" | ");
  if (schema.allOf) return schema.allOf.map(typeOf).join(" & ");
  const types = [schema.type ?? "object"].flat();
  return types
    .map((type) => {
      if (type === "array") return `array of ${typeOf(schema.items)}`;
      if (type === "string" && schema.format) return `string (${schema.format})`;
      if (type === "object" && !schema.properties && typeof schema.additionalProperties === "object") {
        return `map of ${typeOf(schema.additionalProperties)}`;
      }
      return type;
    })
    .join(" | ");
}

/** What limits a value: bounds, lengths, a default. */
function notesOf(schema: JsonSchema) {
  const notes = [
    schema.description,
    schema.minimum !== undefined ? `≥ ${schema.minimum}` : undefined,
    schema.maximum !== undefined ? `≤ ${schema.maximum}` : undefined,
    schema.minLength !== undefined ? `at least ${schema.minLength} characters` : undefined,
    schema.maxLength !== undefined ? `at most ${schema.maxLength} characters` : undefined,
    schema.items?.maxLength !== undefined ? `each at most ${schema.items.maxLength} characters` : undefined,
    schema.maxItems !== undefined ? `at most ${schema.maxItems} items` : undefined,
    schema.default !== undefined && !(Array.isArray(schema.default) && schema.default.length === 0)
      ? `default ${JSON.stringify(schema.default)}`
      : undefined,
  ];
  return notes.filter(Boolean).join("; ");
}

function fieldsOf(schema: JsonSchema | undefined): FieldView[] {
  if (!schema?.properties) return [];
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties).map(([name, field]) => ({
    name,
    type: typeOf(field),
    required: required.has(name),
    notes: notesOf(field),
  }));
}

export type OperationView = ReturnType<typeof apiReference>["operations"][number];

/** The document's operations in its order, and its named schemas, ready to render (an OpenAPI 3.1 document). */
export function apiReference(openApi: object) {
  const document = openApi as Document;
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const [mediaType, body] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      return {
        id: operation.operationId ?? `${method}-${path}`,
        method: method.toUpperCase(),
        path,
        summary: operation.summary ?? "",
        description: operation.description ?? "",
        // The session an operation needs, by its security scheme's name: an administrator's or an advertiser's.
        session: (Object.keys(operation.security?.[0] ?? {})[0] ?? null) as "session" | "accountSession" | null,
        parameters: (operation.parameters ?? []).map((parameter) => ({
          name: parameter.name,
          in: parameter.in,
          type: typeOf(parameter.schema),
          required: parameter.required ?? false,
          notes: [parameter.description, parameter.schema ? notesOf(parameter.schema) : ""].filter(Boolean).join("; "),
        })),
        body: body ? { mediaType: mediaType!, type: typeOf(body.schema), fields: fieldsOf(body.schema) } : null,
        responses: Object.entries(operation.responses).map(([status, response]) => ({
          status,
          description: response.description,
          type: response.content ? typeOf(Object.values(response.content)[0]?.schema) : "",
          headers: Object.keys(response.headers ?? {}),
        })),
      };
    }),
  );
  const schemas = Object.entries(document.components?.schemas ?? {}).map(([name, schema]) => ({ name, fields: fieldsOf(schema) }));
  return { title: document.info.title, description: document.info.description ?? "", operations, schemas };
}
