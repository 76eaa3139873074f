import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { ReactNode } from "react";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { openApiDocument } from "~/schemas/openapi";
import { getT } from "~/services/i18n.server";
import { apiReference, type FieldView, type OperationView } from "~/utils/openapi-view";
import { readOnlyAction } from "~/route-helpers/http.server";
import { keepAllow } from "~/utils/route-headers";
import { seoMeta } from "~/utils/seo";
import { KEEPABLE_PAGE } from "~/utils/kept-pages";

// GET /api/docs: the OpenAPI document as a page, rendered on the server (no script needed). The API
// speaks English, so the reference itself is English (marked so) inside a page in the visitor's language.
export async function loader({ request }: LoaderFunctionArgs) {
  const t = await getT(request);
  return { title: t("apiDocs.metaTitle"), description: t("apiDocs.metaDescription"), reference: apiReference(openApiDocument()) };
}

export const meta: MetaFunction<typeof loader> = (args) => seoMeta(args, { title: args.data?.title, description: args.data?.description });

export const action = readOnlyAction("GET");

// Without this a POST's 405 lost its Allow over HTTP.
export const headers = keepAllow;

const cell = "border border-line px-2 py-1 text-start align-top";

/**
 * A box that scrolls a wide table sideways on a phone: it takes keyboard focus so that it can be scrolled
 * without a pointer (axe: scrollable-region-focusable), and `label` names it.
 */
function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable box must be focusable
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}

/** The fields of a parameter list, a body or a schema, in a box named `label`. */
function FieldTable({ fields, label, withWhere = false }: { fields: (FieldView & { in?: string })[]; label: string; withWhere?: boolean }) {
  const { t } = useTranslation();
  return (
    <ScrollBox label={label}>
      <table className="mt-2 w-full border-collapse text-sm">
        <thead>
          <tr>
            <th className={cell}>{t("apiDocs.name")}</th>
            {withWhere ? <th className={cell}>{t("apiDocs.where")}</th> : null}
            <th className={cell}>{t("apiDocs.type")}</th>
            <th className={cell}>{t("apiDocs.required")}</th>
            <th className={cell}>{t("apiDocs.notes")}</th>
          </tr>
        </thead>
        <tbody lang="en" dir="ltr">
          {fields.map((field) => (
            <tr key={`${field.in ?? ""}${field.name}`}>
              <td className={cell}>
                <code>{field.name}</code>
              </td>
              {withWhere ? <td className={cell}>{field.in}</td> : null}
              <td className={cell}>
                <code>{field.type}</code>
              </td>
              <td className={cell}>{field.required ? t("apiDocs.yes") : t("apiDocs.no")}</td>
              <td className={cell}>{field.notes}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}

function Operation({ operation }: { operation: OperationView }) {
  const { t } = useTranslation();
  return (
    <section id={operation.id} className="mt-8 scroll-mt-24 rounded-xl border border-line bg-surface-raised p-4">
      {/* A path has no space to wrap at: on a phone it breaks where it must rather than widen the page. */}
      <h3 className="break-words font-mono text-lg font-semibold" lang="en" dir="ltr">
        {operation.method} {operation.path}
      </h3>
      <p lang="en" dir="ltr" className="mt-1">
        {operation.summary}
      </p>
      {operation.description ? (
        <p lang="en" dir="ltr" className="mt-1 text-ink-muted">
          {operation.description}
        </p>
      ) : null}
      {operation.session ? <p className="mt-1 text-sm font-semibold">{t(`apiDocs.needs.${operation.session}`)}</p> : null}
      {operation.parameters.length > 0 ? (
        <>
          <h4 className="mt-4 font-semibold">{t("apiDocs.parameters")}</h4>
          <FieldTable fields={operation.parameters} label={`${operation.method} ${operation.path}: ${t("apiDocs.parameters")}`} withWhere />
        </>
      ) : null}
      {operation.body ? (
        <>
          <h4 className="mt-4 font-semibold">
            {t("apiDocs.body")} <code dir="ltr">{operation.body.mediaType}</code>
          </h4>
          <FieldTable fields={operation.body.fields} label={`${operation.method} ${operation.path}: ${t("apiDocs.body")}`} />
        </>
      ) : null}
      <h4 className="mt-4 font-semibold">{t("apiDocs.responses")}</h4>
      <ScrollBox label={`${operation.method} ${operation.path}: ${t("apiDocs.responses")}`}>
        <table className="mt-2 w-full border-collapse text-sm">
          <thead>
            <tr>
              <th className={cell}>{t("apiDocs.status")}</th>
              <th className={cell}>{t("apiDocs.description")}</th>
              <th className={cell}>{t("apiDocs.type")}</th>
              <th className={cell}>{t("apiDocs.headers")}</th>
            </tr>
          </thead>
          <tbody lang="en" dir="ltr">
            {operation.responses.map((response) => (
              <tr key={response.status}>
                <td className={cell}>{response.status}</td>
                <td className={cell}>{response.description}</td>
                <td className={cell}>{response.type ? <TypeLink type={response.type} /> : null}</td>
                <td className={cell}>{response.headers.join(", ")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
    </section>
  );
}

/** A response type, linked to its shape below when it names one ("array of Property"). */
function TypeLink({ type }: { type: string }) {
  const name = /^(?:array of )?([A-Z]\w*)$/.exec(type)?.[1];
  return name ? (
    <a href={`#schema-${name}`} className="underline">
      <code>{type}</code>
    </a>
  ) : (
    <code>{type}</code>
  );
}

export const handle = KEEPABLE_PAGE;

export default function ApiDocsPage() {
  const { t } = useTranslation();
  const { reference } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold md:text-4xl">{t("apiDocs.title")}</h1>
      <p className="mt-2 text-lg text-ink-muted">
        {t("apiDocs.intro")}{" "}
        <a href="/api/openapi.json" className="underline" dir="ltr">
          /api/openapi.json
        </a>
      </p>
      <p className="mt-2" lang="en" dir="ltr">
        {reference.description}
      </p>
      <nav aria-labelledby="api-contents" className="mt-6">
        <h2 id="api-contents" className="text-xl font-semibold">
          {t("apiDocs.contents")}
        </h2>
        <ul className="mt-2 grid gap-1 font-mono text-sm sm:grid-cols-2" lang="en" dir="ltr">
          {reference.operations.map((operation) => (
            <li key={operation.id}>
              <a href={`#${operation.id}`} className="underline">
                {operation.method} {operation.path}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {reference.operations.map((operation) => (
        <Operation key={operation.id} operation={operation} />
      ))}
      <h2 className="mt-12 text-2xl font-semibold">{t("apiDocs.schemas")}</h2>
      {reference.schemas.map((schema) => (
        <section key={schema.name} id={`schema-${schema.name}`} className="mt-6 scroll-mt-24">
          <h3 className="break-words font-mono text-lg font-semibold" lang="en" dir="ltr">
            {schema.name}
          </h3>
          <FieldTable fields={schema.fields} label={schema.name} />
        </section>
      ))}
    </div>
  );
}
