import { type ErrorResponse, Link } from "@remix-run/react";
import type { Translate } from "~/utils/translator";
import { useTranslation } from "~/utils/translation";
import type { Language } from "~/i18n";
import type { Reason } from "~/schemas/reasons";
import { formatNumber, perLanguage } from "~/utils/format";
import { useLanguage } from "~/utils/use-language";

/**
 * A parameter a public page could not read, with what the URL gave it and, when the schema said why, its
 * reasons (route-helpers/http.server.ts `badQuery`).
 */
export type BadParam = { param: string; value: string; reasons?: Reason[] };

const orList = perLanguage((language) => new Intl.ListFormat(language, { type: "disjunction" }));

/**
 * A bad parameter as the page says it, in its language: its name, what the URL gave, and why, the reasons
 * the API gives in English (schemas/reasons.ts) written from the locale keys `errors.reasons.*`, numbers
 * with Western digits.
 */
export function badParamText(
  t: Translate,
  language: Language,
  { param, value: given, reasons = [] }: BadParam,
  label = (name: string) => name,
) {
  // What the URL gave, isolated (U+2068 … U+2069) from the sentence's direction: unisolated, "1,abc" in an
  // Arabic sentence reads «abc,1», and an Arabic value in an English one is reordered the same way.
  const value = given && `\u2068${given}\u2069`;
  if (reasons.length === 0) return t(given ? "errors.badParam" : "errors.missingParam", { param: label(param), value });
  const said = reasons.map(({ code, values = {} }) =>
    t(`errors.reasons.${code}`, {
      max: values.max === undefined ? undefined : formatNumber(values.max, language),
      min: values.min === undefined ? undefined : formatNumber(values.min, language),
      choices: values.choices && orList(language).format(values.choices),
      other: values.other && label(values.other),
    }),
  );
  return t(given ? "errors.paramReasons" : "errors.paramReasonsNoValue", {
    param: label(param),
    value,
    reasons: said.join(t("errors.reasonSeparator")),
  });
}

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
  const language = useLanguage();
  const { badParams, problems = [] } = (error.data ?? {}) as { badParams?: BadParam[]; problems?: string[] };
  return (
    <section className="mx-auto max-w-2xl px-4 py-20">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-3 text-ink-muted">{text}</p>
      {badParams ? (
        <ul className="mt-3 list-disc space-y-1 ps-6">
          {badParams.map((badParam) => (
            <li key={badParam.param}>{badParamText(t, language, badParam, (param) => paramLabel?.(param) ?? param)}</li>
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
