import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { Icon, type IconName } from "~/components/ui/Icon";
import { seoMeta } from "~/utils/seo";
import { titleLoader } from "~/route-helpers/route-meta.server";
import { KEEPABLE_PAGE } from "~/utils/kept-pages";

export const loader = titleLoader("ecosystem.metaTitle", "ecosystem.metaDescription");
export const meta: MetaFunction<typeof loader> = (args) => seoMeta(args, { title: args.data?.title, description: args.data?.description });

const SERVICES: { icon: IconName; key: "furnishing" | "it" | "design" | "maintenance" | "equipment" }[] = [
  { icon: "sofa", key: "furnishing" },
  { icon: "network", key: "it" },
  { icon: "palette", key: "design" },
  { icon: "wrench", key: "maintenance" },
  { icon: "printer", key: "equipment" },
];

export const handle = KEEPABLE_PAGE;

export default function EcosystemPage() {
  const { t } = useTranslation();
  return (
    <div>
      <section className="bg-brand-soft">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h1 className="text-3xl font-bold md:text-4xl">{t("ecosystem.title")}</h1>
          <p className="mt-3 max-w-2xl text-lg text-ink-muted">{t("ecosystem.subtitle")}</p>
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 py-12">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {SERVICES.map((service) => (
            <li key={service.key} className="rounded-xl border border-line bg-surface-raised p-6">
              <span className="inline-flex rounded-lg bg-brand-soft p-2 text-brand">
                <Icon name={service.icon} />
              </span>
              <h2 className="mt-4 text-lg font-semibold">{t(`ecosystem.${service.key}Title`)}</h2>
              <p className="mt-2 text-ink-muted">{t(`ecosystem.${service.key}Text`)}</p>
            </li>
          ))}
        </ul>
        <p className="mt-12 text-center text-lg">
          {t("ecosystem.contactLine")}{" "}
          <Link to="/contact" className="font-semibold text-brand underline underline-offset-4">
            {t("ecosystem.contactCta")}
          </Link>
        </p>
      </div>
    </div>
  );
}
