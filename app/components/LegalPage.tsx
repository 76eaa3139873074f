import { useTranslation } from "~/utils/translation";
import { formatDate } from "~/utils/format";
import { useLanguage } from "~/utils/use-language";

// When the privacy and terms texts last changed: shown on both pages.
const LEGAL_TEXTS_UPDATED = "2026-11-23";

/** A plain, readable page of titled sections (privacy policy, terms of service). */
export function LegalPage({ title, intro, children }: { title: string; intro: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold md:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-ink-muted">{t("legal.updated", { date: formatDate(LEGAL_TEXTS_UPDATED, language) })}</p>
      <p className="mt-6 text-lg leading-relaxed">{intro}</p>
      {children}
    </article>
  );
}

/** One titled section; `id` names it for the heading's anchor and the section's label. */
export function LegalSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-ink-muted">{children}</div>
    </section>
  );
}
