import type { MetaFunction } from "@remix-run/node";
import { useTranslation } from "~/utils/translation";
import { Icon, type IconName } from "~/components/ui/Icon";
import { seoMeta } from "~/utils/seo";
import { titleLoader } from "~/route-helpers/route-meta.server";
import { KEEPABLE_PAGE } from "~/utils/kept-pages";

export const loader = titleLoader("howItWorks.metaTitle", "howItWorks.metaDescription");
export const meta: MetaFunction<typeof loader> = (args) => seoMeta(args, { title: args.data?.title, description: args.data?.description });

const STEPS: { icon: IconName; key: "browse" | "details" | "contact" | "moveIn" }[] = [
  { icon: "search", key: "browse" },
  { icon: "building", key: "details" },
  { icon: "mail", key: "contact" },
  { icon: "key", key: "moveIn" },
];

export const handle = KEEPABLE_PAGE;

export default function HowItWorksPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold md:text-4xl">{t("howItWorks.title")}</h1>
      <p className="mt-2 text-lg text-ink-muted">{t("howItWorks.subtitle")}</p>
      <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((step, index) => (
          <li key={step.key} className="rounded-xl border border-line bg-surface-raised p-6">
            <div className="flex items-center gap-3">
              <span className="inline-flex rounded-lg bg-brand-soft p-2 text-brand">
                <Icon name={step.icon} />
              </span>
              <span className="text-sm font-semibold text-brand">{t("howItWorks.step", { number: index + 1 })}</span>
            </div>
            <h2 className="mt-4 text-lg font-semibold">{t(`howItWorks.${step.key}Title`)}</h2>
            <p className="mt-2 text-ink-muted">{t(`howItWorks.${step.key}Text`)}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
