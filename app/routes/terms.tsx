import type { MetaFunction } from "@remix-run/node";
import { useTranslation } from "~/utils/translation";
import { LegalPage, LegalSection } from "~/components/LegalPage";
import { seoMeta } from "~/utils/seo";
import { titleLoader } from "~/route-helpers/route-meta.server";
import { KEEPABLE_PAGE } from "~/utils/kept-pages";

export const loader = titleLoader("legal.terms.metaTitle", "legal.terms.metaDescription");
export const meta: MetaFunction<typeof loader> = (args) => seoMeta(args, { title: args.data?.title, description: args.data?.description });

const SECTIONS = ["listings", "checks", "contract", "use", "problems", "law"] as const;

export const handle = KEEPABLE_PAGE;

export default function TermsPage() {
  const { t } = useTranslation();
  return (
    <LegalPage title={t("legal.terms.title")} intro={t("legal.terms.intro")}>
      {SECTIONS.map((section) => (
        <LegalSection key={section} id={section} title={t(`legal.terms.${section}Title`)}>
          <p>{t(`legal.terms.${section}Text`)}</p>
        </LegalSection>
      ))}
    </LegalPage>
  );
}
