import { type ErrorResponse, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** A parameter a public page could not read, with what the URL gave it (utils/http.server.ts `badQuery`). */
type BadParam = { param: string; value: string };

interface BadRequestPageProps {
  error: ErrorResponse;
  title: string;
  text: string;
  /** Where the visitor goes from here, and the link's text. */
  to: string;
  action: string;
  /** A parameter's name for people, in the page's language (the URL's own name when it has none). */
  paramLabel?: (param: string) => string | undefined;
}

/**
 * A 400 page that lists what the loader could not read: a public page's parameters in the page's
 * language (`badParams`), or an admin view's problems as the URL spelled them (`problems`).
 */
export function BadRequestPage({ error, title, text, to, action, paramLabel }: BadRequestPageProps) {
  const { t } = useTranslation();
  const { badParams, problems = [] } = (error.data ?? {}) as { badParams?: BadParam[]; problems?: string[] };
  return (
    <section className="mx-auto max-w-2xl px-4 py-20">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-3 text-ink-muted">{text}</p>
      {badParams ? (
        <ul className="mt-3 list-disc space-y-1 ps-6">
          {badParams.map(({ param, value }) => (
            <li key={param}>{t(value ? "errors.badParam" : "errors.missingParam", { param: paramLabel?.(param) ?? param, value })}</li>
          ))}
        </ul>
      ) : (
        <ul className="mt-3 list-disc space-y-1 ps-6" dir="ltr">
          {problems.map((problem) => (
            <li key={problem}>
              <code>{problem}</code>
            </li>
          ))}
        </ul>
      )}
      <Link to={to} className="mt-8 inline-block rounded-lg bg-brand px-5 py-2.5 font-semibold text-brand-ink hover:bg-brand-strong">
        {action}
      </Link>
    </section>
  );
}
