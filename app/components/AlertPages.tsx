import { Link } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { PlainLink } from "./PlainLink";

/** What a search alert's pages show of it (issue 35): its search in words and a link to its results. */
export function AlertSearch({ alert }: { alert: { searchWords: string; searchPath: string } }) {
  const { t } = useTranslation();
  return (
    <div className="mt-4 rounded-lg border border-line p-4">
      <p className="text-sm text-ink-muted">{t("alerts.manage.search")}</p>
      <p className="mt-1 font-semibold">
        <bdi>{alert.searchWords}</bdi>
      </p>
      <PlainLink to={alert.searchPath} className="mt-2 inline-block text-sm font-semibold text-brand underline">
        {t("alerts.manage.results")}
      </PlainLink>
    </div>
  );
}

/** A confirm or manage link that names no alert (malformed, stopped, expired). */
export function AlertLinkInvalid({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="alert-title" className="mx-auto max-w-xl px-4 py-12">
      <h1 id="alert-title" className="text-3xl font-bold">
        {title}
      </h1>
      <p className="mt-3 text-ink-muted">{text}</p>
      <Link to="/" className="mt-6 inline-block rounded-lg bg-brand px-5 py-2.5 font-semibold text-brand-ink hover:bg-brand-strong">
        {t("notFound.home")}
      </Link>
    </section>
  );
}
