import { Link } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import type { PropertyRow } from "../../drizzle/schema";
import { yearlyCost } from "~/utils/cost";
import { formatDate, formatNumber } from "~/utils/format";
import { pickLanguage } from "~/utils/localized";
import { useLanguage } from "~/utils/use-language";
import { Icon } from "./ui/Icon";
import { LocalizedText } from "./ui/LocalizedText";

// A listing page's "Licensed ad" and "Full cost" blocks: term and value pairs with real headings.
const BOX = "rounded-xl border border-line bg-surface-raised p-5";
const ROW = "flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2";

function Row({ term, children, className = "" }: { term: string; children: React.ReactNode; className?: string }) {
  return (
    <div className={`${ROW} ${className}`}>
      <dt className="text-ink-muted">{term}</dt>
      <dd className="text-end font-semibold text-ink">{children}</dd>
    </div>
  );
}

type Licence = Pick<
  PropertyRow,
  "adLicenseNumber" | "adLicenseExpiresOn" | "advertiserName" | "advertiserNameAr" | "advertiserType" | "brokerageLicenseNumber"
>;

/** `advertiserSlug`: the listing's advertiser has an account (issue 51), whose public page the name links to. */
export function LicensedAd({ listing, advertiserSlug }: { listing: Licence; advertiserSlug?: string | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const advertiserName = pickLanguage(listing.advertiserName, listing.advertiserNameAr, language);
  return (
    <section aria-labelledby="licence-title" className={BOX}>
      <h2 id="licence-title" className="flex items-center gap-2 text-xl font-semibold">
        <Icon name="shieldCheck" className="size-5 text-brand-strong" />
        {t("trust.licensedAd")}
      </h2>
      <dl className="mt-3 divide-y divide-line text-sm">
        <Row term={t("trust.adLicenseNumber")}>
          <span dir="ltr">{listing.adLicenseNumber}</span>
        </Row>
        {listing.adLicenseExpiresOn ? (
          <Row term={t("trust.adLicenseExpiresOn")}>{formatDate(listing.adLicenseExpiresOn, language)}</Row>
        ) : null}
        <Row term={t("trust.advertiser")}>
          {/* In the page's language, else the other one (marked with its language). */}
          {advertiserSlug ? (
            <Link to={`/advertisers/${advertiserSlug}`} className="text-brand underline underline-offset-2 hover:text-brand-strong">
              <LocalizedText value={advertiserName} />
            </Link>
          ) : (
            <LocalizedText value={advertiserName} />
          )}
        </Row>
        <Row term={t("trust.advertiserType")}>{t(`trust.advertiserTypes.${listing.advertiserType}`)}</Row>
        {listing.advertiserType === "broker" && listing.brokerageLicenseNumber ? (
          <Row term={t("trust.brokerageLicenseNumber")}>
            <span dir="ltr">{listing.brokerageLicenseNumber}</span>
          </Row>
        ) : null}
      </dl>
    </section>
  );
}

export function FullCost({ listing }: { listing: Pick<PropertyRow, "price" | "serviceCharge" | "vatApplies" | "paymentTerms"> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const cost = yearlyCost(listing);
  const sar = (amount: number) => t("trust.amount", { amount: formatNumber(amount, language) });
  return (
    <section aria-labelledby="cost-title" className={BOX}>
      <h2 id="cost-title" className="text-xl font-semibold">
        {t("trust.fullCost")}
      </h2>
      <dl className="mt-3 divide-y divide-line text-sm">
        <Row term={t("trust.yearlyRent")}>{sar(cost.rent)}</Row>
        <Row term={t("trust.serviceCharge")}>{sar(cost.serviceCharge)}</Row>
        {listing.vatApplies ? <Row term={t("trust.vat")}>{sar(cost.vat)}</Row> : null}
        <Row term={t("trust.totalPerYear")} className="text-base [&>dd]:text-lg [&>dd]:font-bold [&>dt]:font-semibold [&>dt]:text-ink">
          {sar(cost.total)}
        </Row>
        <Row term={t("trust.payment")}>
          {t(`trust.instalments.${listing.paymentTerms}`, { amount: sar(cost.instalment) })}
          {cost.lastInstalment !== cost.instalment ? ` ${t("trust.lastInstalment", { amount: sar(cost.lastInstalment) })}` : null}
        </Row>
      </dl>
      {listing.vatApplies ? null : <p className="mt-2 text-sm text-ink-muted">{t("trust.noVat")}</p>}
    </section>
  );
}
