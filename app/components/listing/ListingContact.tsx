import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";

import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { CallLink, WhatsAppLink } from "~/components/listing/ContactLinks";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { FieldShell, RequiredNote } from "~/components/ui/Field";
import { HoneypotField } from "~/components/ui/Honeypot";
import { Icon } from "~/components/ui/Icon";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { InquirySchema } from "~/schemas/inquiry";
import type { AdvertiserType } from "~/schemas/property";
import { saudiMobile, telLink, whatsAppHref } from "~/utils/phone";
import { canonicalUrl } from "~/utils/seo";
import { useLanguage } from "~/utils/use-language";
import { useRootData } from "~/utils/use-root-data";
import { useSchemaForm } from "~/components/ui/use-schema-form";

/** The inquiry form's place on the page: a failed no-JS send comes back here (the action URL's fragment). */
const INQUIRY_ID = "inquiry";

type InquiryResult = SubmissionResult<string[]> | undefined;

/**
 * Phones only: the contact card sits below the whole listing, so a bar stays at the bottom of the
 * screen with the call link and a jump to the inquiry form. Plain links: no script needed.
 */
export function ContactBar({ phone, advertiserType }: { phone: string | null; advertiserType: AdvertiserType }) {
  const { t } = useTranslation();
  return (
    <nav
      id="contact-bar"
      aria-label={t(`property.contactAdvertiser.${advertiserType}`)}
      className="fixed inset-x-0 bottom-0 z-30 flex gap-2 border-t border-line bg-surface-raised p-3 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] lg:hidden"
    >
      {phone ? (
        <a
          href={telLink(phone)}
          aria-label={t("property.call", { phone })}
          className="flex flex-1 items-center justify-center gap-2 whitespace-nowrap rounded-lg border border-brand px-3 py-2.5 font-semibold text-brand hover:bg-brand-soft"
        >
          <Icon name="phone" className="size-5" />
          {t("property.callShort")}
        </a>
      ) : null}
      <a
        href={`#${INQUIRY_ID}`}
        className="flex flex-1 items-center justify-center gap-2 whitespace-nowrap rounded-lg bg-brand px-3 py-2.5 font-semibold text-brand-ink hover:bg-brand-strong"
      >
        <Icon name="mail" className="size-5" />
        {t("property.inquireShort")}
      </a>
    </nav>
  );
}

/** The listing's call and WhatsApp links and its inquiry form; `lastResult` is the action's answer. */
export function ContactCard({
  propertyId,
  phone,
  advertiserType,
  title,
  lastResult,
}: {
  propertyId: number;
  phone: string | null;
  /** Who answers (issue 50): an owner's listing says "Contact the owner", a broker's "Contact the agent". */
  advertiserType: AdvertiserType;
  title: string;
  lastResult: InquiryResult;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const origin = useRootData()?.origin ?? "";
  const whatsApp = saudiMobile(phone);
  // A successful send redirects here: the new location key remounts the form empty.
  const { key: locationKey } = useLocation();

  return (
    <div className="rounded-2xl border border-line bg-surface-raised p-6 shadow-lg shadow-black/5">
      <h2 id="contact-title" className="text-xl font-semibold">
        {t(`property.contactAdvertiser.${advertiserType}`)}
      </h2>
      {phone ? <CallLink phone={phone} className="mt-4" /> : null}
      {whatsApp ? (
        <WhatsAppLink
          href={whatsAppHref(
            whatsApp,
            t("property.whatsAppMessage", { title, id: propertyId, url: canonicalUrl(origin, `/property/${propertyId}`, "", language) }),
          )}
          className="mt-3"
        />
      ) : null}
      <div id={INQUIRY_ID} className={`scroll-mt-20 ${phone ? "mt-6 border-t border-line pt-6" : "mt-4"}`}>
        <h3 className="font-semibold">{t("inquiry.title")}</h3>
        <InquiryForm key={`${propertyId}-${locationKey}`} propertyId={propertyId} lastResult={lastResult} />
      </div>
    </div>
  );
}

function InquiryForm({ propertyId, lastResult }: { propertyId: number; lastResult: InquiryResult }) {
  const { t } = useTranslation();
  const [form, fields] = useSchemaForm(InquirySchema, { lastResult });
  const labels = { name: t("inquiry.name"), email: t("inquiry.email"), phone: t("inquiry.phone"), message: t("inquiry.message") };

  return (
    <Form method="post" action={`/property/${propertyId}#${INQUIRY_ID}`} {...getFormProps(form)} className="mt-4">
      <ErrorSummary submitted={form.status === "error"} formErrors={form.errors} fields={fields} labels={labels} />
      <RequiredNote />
      <FieldShell id={fields.name.id} label={labels.name} errorId={fields.name.errorId} errors={fields.name.errors} required>
        <input {...getInputProps(fields.name, { type: "text" })} autoComplete="name" className="field-input" />
      </FieldShell>
      <FieldShell id={fields.email.id} label={labels.email} errorId={fields.email.errorId} errors={fields.email.errors} required>
        <input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" dir="ltr" className="field-input text-start" />
      </FieldShell>
      <FieldShell id={fields.phone.id} label={labels.phone} errorId={fields.phone.errorId} errors={fields.phone.errors} required>
        <input
          {...getInputProps(fields.phone, { type: "tel" })}
          autoComplete="tel"
          placeholder={t("inquiry.phonePlaceholder")}
          dir="ltr"
          className="field-input text-start"
        />
      </FieldShell>
      <FieldShell id={fields.message.id} label={labels.message} errorId={fields.message.errorId} errors={fields.message.errors} required>
        <textarea {...getTextareaProps(fields.message)} rows={4} className="field-input" />
      </FieldShell>
      <SubmitButton
        pendingLabel={t("inquiry.sending")}
        className="w-full rounded-lg bg-brand px-5 py-3 font-semibold text-brand-ink hover:bg-brand-strong disabled:cursor-wait disabled:opacity-70"
      >
        {t("inquiry.send")}
      </SubmitButton>
      <HoneypotField />
    </Form>
  );
}
