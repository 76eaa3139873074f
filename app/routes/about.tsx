import type { MetaFunction } from "@remix-run/node";
import { useTranslation } from "~/utils/translation";
import { Icon, type IconName } from "~/components/ui/Icon";
import { seoMeta } from "~/utils/seo";
import { titleLoader } from "~/route-helpers/route-meta.server";
import { KEEPABLE_PAGE } from "~/utils/kept-pages";

export const loader = titleLoader("about.metaTitle", "about.metaDescription");
export const meta: MetaFunction<typeof loader> = (args) => seoMeta(args, { title: args.data?.title, description: args.data?.description });

const REASONS: { icon: IconName; key: "curated" | "support" | "pricing" }[] = [
  { icon: "check", key: "curated" },
  { icon: "users", key: "support" },
  { icon: "key", key: "pricing" },
];

const TEAM = ["ceo", "ops", "support"] as const;

export const handle = KEEPABLE_PAGE;

export default function AboutPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold md:text-4xl">{t("about.title")}</h1>
      <section aria-labelledby="mission" className="mt-8 max-w-3xl">
        <h2 id="mission" className="text-xl font-semibold">
          {t("about.missionTitle")}
        </h2>
        <p className="mt-3 text-lg leading-relaxed text-ink-muted">{t("about.mission")}</p>
      </section>
      <section aria-labelledby="why" className="mt-14">
        <h2 id="why" className="text-2xl font-semibold">
          {t("about.whyTitle")}
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {REASONS.map((reason) => (
            <li key={reason.key} className="rounded-xl border border-line bg-surface-raised p-6">
              <span className="inline-flex rounded-lg bg-brand-soft p-2 text-brand">
                <Icon name={reason.icon} />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{t(`about.${reason.key}Title`)}</h3>
              <p className="mt-2 text-ink-muted">{t(`about.${reason.key}Text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="team" className="mt-14">
        <h2 id="team" className="text-2xl font-semibold">
          {t("about.teamTitle")}
        </h2>
        <p className="mt-2 text-ink-muted">{t("about.teamText")}</p>
        <ul className="mt-6 grid gap-6 sm:grid-cols-3">
          {TEAM.map((member) => (
            <li key={member} className="rounded-xl border border-line bg-surface-raised p-6 text-center">
              <span
                className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-soft text-2xl font-bold text-brand"
                aria-hidden="true"
              >
                {t(`about.team.${member}Name`).charAt(0)}
              </span>
              <h3 className="mt-4 font-semibold">{t(`about.team.${member}Name`)}</h3>
              <p className="text-sm text-ink-muted">{t(`about.team.${member}Role`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
