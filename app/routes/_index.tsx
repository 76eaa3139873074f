import type { MetaFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { pageTitle } from "~/utils/meta";

export const meta: MetaFunction = () => [{ title: pageTitle() }];

export default function BrowsePage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-3xl font-bold md:text-4xl">{t("home.title")}</h1>
      <p className="mt-3 text-lg text-ink-muted">{t("home.subtitle")}</p>
    </section>
  );
}
