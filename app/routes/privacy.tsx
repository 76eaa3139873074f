import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { LegalPage, LegalSection } from "~/components/LegalPage";
import { seoMeta } from "~/utils/seo";
import { titleLoader } from "~/route-helpers/route-meta.server";
import { KEEPABLE_PAGE } from "~/utils/kept-pages";

export const loader = titleLoader("legal.privacy.metaTitle", "legal.privacy.metaDescription");
export const meta: MetaFunction<typeof loader> = (args) => seoMeta(args, { title: args.data?.title, description: args.data?.description });

// Every cookie the site sets (app/services/cookies.server.ts, toast.server.ts, auth.server.ts). In
// production the toast and session cookies carry the __Host- prefix.
const COOKIES = [
  { name: "lng", purpose: "cookieLng", lifetime: "oneYear" },
  { name: "theme", purpose: "cookieTheme", lifetime: "oneYear" },
  { name: "saved", purpose: "cookieSaved", lifetime: "oneYear" },
  { name: "__Host-toast", purpose: "cookieToast", lifetime: "untilShown" },
  { name: "__Host-admin_session", purpose: "cookieSession", lifetime: "sessionLifetime" },
  { name: "__Host-account_session", purpose: "cookieAccountSession", lifetime: "sessionLifetime" },
] as const;

const KEPT = ["keptInquiries", "keptMessages", "keptNewsletter", "keptAddress", "keptLogs", "keptAccount"] as const;

export const handle = KEEPABLE_PAGE;

export default function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <LegalPage title={t("legal.privacy.title")} intro={t("legal.privacy.intro")}>
      <LegalSection id="kept" title={t("legal.privacy.keptTitle")}>
        <ul className="list-disc space-y-2 ps-5">
          {KEPT.map((key) => (
            <li key={key}>{t(`legal.privacy.${key}`)}</li>
          ))}
        </ul>
      </LegalSection>
      <LegalSection id="cookies" title={t("legal.privacy.cookiesTitle")}>
        <p>{t("legal.privacy.cookiesIntro")}</p>
        <div className="overflow-x-auto">
          <table className="w-full text-start text-sm">
            <thead>
              <tr className="border-b border-line text-ink">
                <th scope="col" className="py-2 pe-4 text-start font-semibold">
                  {t("legal.privacy.cookieName")}
                </th>
                <th scope="col" className="py-2 pe-4 text-start font-semibold">
                  {t("legal.privacy.cookiePurpose")}
                </th>
                <th scope="col" className="py-2 text-start font-semibold">
                  {t("legal.privacy.cookieLifetime")}
                </th>
              </tr>
            </thead>
            <tbody>
              {COOKIES.map((cookie) => (
                <tr key={cookie.name} className="border-b border-line">
                  <th scope="row" className="py-2 pe-4 text-start font-normal">
                    <code dir="ltr">{cookie.name}</code>
                  </th>
                  <td className="py-2 pe-4">{t(`legal.privacy.${cookie.purpose}`)}</td>
                  <td className="py-2">{t(`legal.privacy.${cookie.lifetime}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>{t("legal.privacy.storage")}</p>
      </LegalSection>
      <LegalSection id="map" title={t("legal.privacy.mapTitle")}>
        <p>{t("legal.privacy.mapText")}</p>
      </LegalSection>
      <LegalSection id="how-long" title={t("legal.privacy.howLongTitle")}>
        <p>{t("legal.privacy.howLongText")}</p>
      </LegalSection>
      <LegalSection id="accounts" title={t("legal.privacy.accountsTitle")}>
        <p>{t("legal.privacy.accountsText")}</p>
      </LegalSection>
      <LegalSection id="newsletter" title={t("legal.privacy.newsletterTitle")}>
        <p>{t("legal.privacy.newsletterText")}</p>
      </LegalSection>
      <LegalSection id="rights" title={t("legal.privacy.rightsTitle")}>
        <p>{t("legal.privacy.rightsText")}</p>
        <p>
          <Link to="/contact" className="font-semibold text-brand underline underline-offset-2">
            {t("legal.privacy.rightsContact")}
          </Link>
        </p>
      </LegalSection>
    </LegalPage>
  );
}
