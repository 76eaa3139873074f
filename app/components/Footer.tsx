import { useTranslation } from "~/utils/translation";
import { NewsletterForm } from "~/components/NewsletterForm";
import { PlainLink } from "~/components/PlainLink";
import { LocalizedText } from "~/components/ui/LocalizedText";
import { type DistrictNames, districtText } from "~/utils/district-names";
import { useLanguage } from "~/utils/use-language";

export function Footer({
  districts,
  socialLinks,
  newsletter = true,
}: {
  districts: readonly (DistrictNames & { slug: string })[];
  /** The site's own pages on the networks (SOCIAL_*_URL); none configured, no "Follow us". */
  socialLinks: readonly { label: string; href: string }[];
  /** The visitors' newsletter sign-up; not on the admin's pages. */
  newsletter?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <footer className="mt-16 border-t border-line bg-surface-muted">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-4">
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="text-lg font-bold">
            {t("brand.name")}
          </h2>
          <p className="mt-3 text-sm text-ink-muted">{t("footer.about")}</p>
          {socialLinks.length > 0 ? (
            <>
              <h3 className="mt-6 text-sm font-semibold">{t("footer.follow")}</h3>
              {/* At least 44 px high and wide: a tap target, not a word's width (X is one letter). */}
              <ul className="mt-1 flex flex-wrap gap-2 text-sm">
                {socialLinks.map((link) => (
                  <li key={link.label}>
                    <a
                      href={link.href}
                      rel="noopener noreferrer"
                      className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-2 text-ink-muted underline-offset-4 hover:bg-surface hover:underline"
                    >
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className="text-lg font-bold">
            {t("footer.company")}
          </h2>
          <ul className="mt-3 flex flex-col gap-2 text-sm">
            <li>
              <PlainLink to="/about" className="hover:underline">
                {t("footer.aboutUs")}
              </PlainLink>
            </li>
            <li>
              <PlainLink to="/how-it-works" className="hover:underline">
                {t("footer.howItWorks")}
              </PlainLink>
            </li>
            <li>
              <PlainLink to="/contact" className="hover:underline">
                {t("footer.contact")}
              </PlainLink>
            </li>
          </ul>
        </nav>
        {districts.length > 0 ? (
          <nav aria-labelledby="footer-districts">
            <h2 id="footer-districts" className="text-lg font-bold">
              {t("footer.districts")}
            </h2>
            <ul className="mt-3 flex flex-col gap-2 text-sm">
              {districts.map((district) => (
                <li key={district.slug}>
                  <PlainLink to={`/districts/${district.slug}`} className="hover:underline">
                    <LocalizedText value={districtText(district, language)} />
                  </PlainLink>
                </li>
              ))}
              <li>
                <PlainLink to="/districts" className="font-semibold hover:underline">
                  {t("footer.allDistricts")}
                </PlainLink>
              </li>
            </ul>
          </nav>
        ) : null}
        {newsletter ? (
          <section aria-labelledby="footer-newsletter">
            <h2 id="footer-newsletter" className="text-lg font-bold">
              {t("footer.newsletterTitle")}
            </h2>
            <p className="mt-3 text-sm text-ink-muted">{t("footer.newsletterText")}</p>
            <NewsletterForm id="footer-newsletter-form" />
          </section>
        ) : null}
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 text-xs text-ink-muted">
          <p>{t("footer.rights", { year: new Date().getFullYear() })}</p>
          <ul className="flex gap-4">
            <li>
              <PlainLink to="/privacy">{t("footer.privacy")}</PlainLink>
            </li>
            <li>
              <PlainLink to="/terms">{t("footer.terms")}</PlainLink>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
