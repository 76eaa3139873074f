import { Link } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";

export function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{t("notFound.title")}</h1>
      <p className="mt-4 text-ink-muted">{t("notFound.text")}</p>
      <p className="mt-2">{t("notFound.explain")}</p>
      <Link to="/" className="mt-8 inline-block rounded-lg bg-brand px-5 py-2.5 font-semibold text-brand-ink hover:bg-brand-strong">
        {t("notFound.home")}
      </Link>
    </section>
  );
}
