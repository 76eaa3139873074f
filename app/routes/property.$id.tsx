import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, isRouteErrorResponse, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Carousel } from "~/components/Carousel";
import { DistrictNamesProvider } from "~/components/DistrictNames";
import { MapEmbed } from "~/components/MapEmbed";
import { AmenityBadges, PropertyCard } from "~/components/PropertyCard";
import { SaveToggle } from "~/components/SaveToggle";
import { ShareMenu } from "~/components/ShareMenu";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { FullCost, LicensedAd } from "~/components/ListingTrust";
import { ConfirmedAvailability } from "~/components/Trust";
import { HoneypotField } from "~/components/ui/Honeypot";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { FieldShell, RequiredNote } from "~/components/ui/Field";
import { Icon, type IconName } from "~/components/ui/Icon";
import { JsonLd } from "~/components/JsonLd";
import { LocalizedText } from "~/components/ui/LocalizedText";
import { SubmitButton } from "~/components/ui/SubmitButton";
import { createInquiry } from "~/models/inquiries.server";
import { getPropertyPage, listSimilarCards } from "~/models/properties.server";
import { isCountedVisit, recordView } from "~/models/views.server";
import { InquirySchema } from "~/schemas/inquiry";
import { getAdmin } from "~/services/auth.server";
import { guardWrite, readFormData } from "~/services/guard.server";
import { storedImageSize } from "~/services/images.server";
import { notSentBecauseOfFault, refuseIfTooManyMessages, sentByBot } from "~/services/public-forms.server";
import { getLanguage, getT } from "~/services/i18n.server";
import { redirectWithToast } from "~/services/toast.server";
import { type DistrictNames, districtText } from "~/utils/district-names";
import { formatDate, formatNumber, pricePerSqm } from "~/utils/format";
import { listingText } from "~/utils/localized";
import { parseId } from "~/utils/http.server";
import { DEFAULT_MAP_CENTER } from "~/utils/map";
import { breadcrumbList, realEstateListing } from "~/utils/json-ld";
import { pageTitle } from "~/utils/meta";
import { absoluteUrl, canonicalUrl, seoMeta } from "~/utils/seo";
import { saudiMobile, telLink, whatsAppHref } from "~/utils/phone";
import { useLanguage } from "~/utils/use-language";
import { keepRetryAfter } from "~/utils/route-headers";
import { env } from "~/services/env.server";
import { useRootData } from "~/utils/use-root-data";

/** The route's id as a positive 32-bit integer, or a 404 for anything else ("abc", "1.5", "-1", "0", too big). */
/** The 404 of a missing or malformed id; it carries the translated page title for `meta`. */
async function notFound(request: Request) {
  const t = await getT(request);
  return data({ error: "Property not found", title: t("property.notFoundTitle") }, { status: 404 });
}

async function parsePropertyId(request: Request, raw: string | undefined) {
  const id = parseId(raw);
  if (id === null) throw await notFound(request);
  return id;
}

/**
 * 410 Gone: the listing exists but is no longer published (its licence expired or its availability went
 * unconfirmed for 90 days). The page offers published listings of the same district instead.
 */
async function gone(request: Request, listing: { id: number; district: string }, districtNames: DistrictNames) {
  const [language, t, similar] = await Promise.all([getLanguage(request), getT(request), listSimilarCards(listing.district, listing.id)]);
  return data(
    {
      error: "Listing no longer published",
      title: t("property.goneTitle"),
      district: { names: districtNames, text: districtText(districtNames, language) },
      similar,
    },
    // Browsers keep a 410 without caching headers as if for ever; a renewed listing must come back.
    { status: 410, headers: { "Cache-Control": "no-cache" } },
  );
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = await parsePropertyId(request, params.id);
  const page = await getPropertyPage(id);
  if (!page) throw await notFound(request);
  const { property, district, districtNames, districtSlug } = page;
  if (!page.published) throw await gone(request, property, districtNames);
  // A person's view, counted in memory (not in the loader's data, so kept pages stay shared).
  if (isCountedVisit(request) && !(await getAdmin(request))) recordView(property.id);
  const [language, t, imageSize] = await Promise.all([
    getLanguage(request),
    getT(request),
    property.images[0] ? storedImageSize(property.images[0]) : null,
  ]);
  const text = {
    title: listingText(property, "title", language),
    building: listingText(property, "building", language),
    address: listingText(property, "address", language),
    description: listingText(property, "description", language),
    district: districtText(districtNames, language),
  };
  const districtName = text.district.text;
  const origin = env.PUBLIC_ORIGIN;
  const url = canonicalUrl(origin, `/property/${property.id}`, "", language);
  const districtUrl = districtSlug ? canonicalUrl(origin, `/districts/${districtSlug}`, "", language) : null;
  const jsonLd = [
    realEstateListing({
      url,
      name: text.title.text,
      description: text.description.text,
      images: property.images.map((image) => absoluteUrl(origin, image)),
      price: property.price,
      size: property.size,
      streetAddress: text.address.text,
      district: districtName,
      city: t("seo.city"),
      datePosted: property.createdAt.toISOString().slice(0, 10),
      language,
    }),
    breadcrumbList([
      { name: t("seo.home"), url: canonicalUrl(origin, "/", "", language) },
      ...(districtUrl ? [{ name: districtName, url: districtUrl }] : []),
      { name: text.title.text, url },
    ]),
  ];
  return {
    property,
    text,
    districtSlug,
    jsonLd,
    // The first photo (its large copy, at its real size) previews the listing when shared.
    image: property.images[0] && imageSize ? { url: property.images[0], ...imageSize } : undefined,
    // A district without coordinates falls back to the default centre.
    location: district
      ? { latitude: district.latitude, longitude: district.longitude }
      : { latitude: DEFAULT_MAP_CENTER.position[0], longitude: DEFAULT_MAP_CENTER.position[1] },
    title: t("property.metaTitle", { title: text.title.text, district: districtName }),
    description: t("property.metaDescription", {
      size: formatNumber(property.size, language),
      district: districtName,
      price: formatNumber(property.price, language),
      capacity: property.capacity,
    }),
  };
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const { data: loaderData, error, matches } = args;
  if (!loaderData) {
    // The loader or action threw (404): its answer carries the not-found title in the page's language.
    const title = isRouteErrorResponse(error) ? (error.data as { title?: unknown } | null)?.title : undefined;
    return [{ title: pageTitle(typeof title === "string" ? title : undefined, matches) }, { name: "robots", content: "noindex" }];
  }
  return seoMeta(args, { title: loaderData.title, description: loaderData.description, image: loaderData.image, type: "article" });
};

export const headers: HeadersFunction = (args) => {
  const headers = new Headers(keepRetryAfter(args));
  const cacheControl = args.errorHeaders?.get("Cache-Control");
  if (cacheControl) headers.set("Cache-Control", cacheControl);
  return headers;
};

export async function action({ request, params, context }: ActionFunctionArgs) {
  await guardWrite(request);
  const id = await parsePropertyId(request, params.id);
  const form = await readFormData(request);
  const submission = parseWithZod(form, { schema: InquirySchema });
  // No inquiry reaches a listing that is no longer published, however the form was filled in. The
  // listing is read first, so a database away already here keeps what was typed too.
  let page;
  try {
    page = await getPropertyPage(id);
  } catch (error) {
    return notSentBecauseOfFault(error, submission);
  }
  if (!page) throw await notFound(request);
  // The confirmation names who receives the message, as the listing says: its owner, broker or developer.
  const { advertiserType } = page.property;
  const sent = () => redirectWithToast(`/property/${id}`, { title: "inquiry.sentTitle", description: `inquiry.sentTo.${advertiserType}` });
  if (!page.published) throw await gone(request, page.property, page.districtNames);
  if (sentByBot(form)) return sent();
  if (submission.status !== "success") {
    return data(submission.reply(), { status: 400 });
  }
  let saved;
  try {
    const refused = await refuseIfTooManyMessages(context, `listing:${id}`, submission);
    if (refused) return refused;
    // Kept with the inquiry, so that the reply is written in the visitor's language.
    saved = await createInquiry(id, submission.value, await getLanguage(request));
  } catch (error) {
    return notSentBecauseOfFault(error, submission);
  }
  if (!saved) throw await notFound(request);
  return sent();
}

/** OpenStreetMap embed and "larger map" links around a point (fixed bounding box). */
function mapUrls({ latitude, longitude }: { latitude: number; longitude: number }) {
  const fixed = (value: number) => value.toFixed(6);
  const bbox = [longitude - 0.02, latitude - 0.015, longitude + 0.02, latitude + 0.015].map(fixed).join(",");
  const lat = fixed(latitude);
  const lon = fixed(longitude);
  return {
    embed: `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`,
    larger: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=15/${lat}/${lon}`,
  };
}

export default function PropertyPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { property, text, location, districtSlug, jsonLd } = useLoaderData<typeof loader>();
  const district = text.district.text;
  const map = mapUrls(location);

  const facts: { icon: IconName; label: string; value: string }[] = [
    { icon: "ruler", label: t("property.size"), value: t("property.sizeValue", { size: formatNumber(property.size, language) }) },
    { icon: "users", label: t("property.capacity"), value: t("property.capacityValue", { count: property.capacity }) },
    { icon: "car", label: t("property.parking"), value: formatNumber(property.parkingSpaces, language) },
    {
      icon: "layers",
      label: property.floors === 1 ? t("property.floor") : t("property.floors"),
      value: formatNumber(property.floors, language),
    },
    { icon: "calendar", label: t("property.availableFrom"), value: formatDate(property.availableFrom, language) },
  ];

  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 pt-6">
      <Link to="/" className="inline-flex items-center gap-1 text-sm font-medium text-ink-muted hover:text-ink hover:underline">
        <Icon name="chevronStart" className="size-4 rtl:rotate-180" />
        {t("property.backToBrowse")}
      </Link>

      <div className="relative mt-4 overflow-hidden rounded-2xl shadow-sm">
        <Carousel
          key={property.images.join()}
          images={property.images}
          title={text.title.text}
          heightClass="h-[60vh]"
          sizes="(min-width: 1280px) 1248px, 100vw"
          showDots
          eager
        />
        {property.featured ? (
          <span className="absolute start-4 top-4 inline-flex items-center gap-1 rounded-full bg-accent px-3 py-1 text-sm font-semibold text-surface shadow">
            <Icon name="star" className="size-4" />
            {t("card.featured")}
          </span>
        ) : null}
      </div>

      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0">
          <header>
            <div className="flex flex-wrap items-center justify-between gap-3">
              {districtSlug ? (
                <Link
                  to={`/districts/${districtSlug}`}
                  className="inline-flex items-center gap-1.5 rounded-full bg-brand-soft px-3 py-1 text-sm font-medium text-ink hover:underline"
                >
                  <Icon name="pin" className="size-4" />
                  <LocalizedText value={text.district} />
                </Link>
              ) : (
                <p className="inline-flex items-center gap-1.5 rounded-full bg-brand-soft px-3 py-1 text-sm font-medium text-ink">
                  <Icon name="pin" className="size-4" />
                  <LocalizedText value={text.district} />
                </p>
              )}
              <div className="flex items-center gap-2">
                <ShareMenu path={`/property/${property.id}`} title={text.title.text} linkLabel={t("property.shareLink")} />
                <SaveToggle propertyId={property.id} />
              </div>
            </div>
            <h1 className="mt-4 text-3xl font-bold leading-tight tracking-tight md:text-4xl">
              <LocalizedText value={text.title} />
            </h1>
            <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-ink-muted">
              <span className="inline-flex items-center gap-1.5 font-medium text-ink">
                <Icon name="building" className="size-4" />
                <LocalizedText value={text.building} />
              </span>
              <span aria-hidden="true">·</span>
              <LocalizedText value={text.address} />
            </p>
          </header>

          <div data-testid="price" className="mt-6 flex flex-wrap items-baseline gap-x-3 gap-y-1 border-y border-line py-5">
            <span className="text-3xl font-bold text-ink">{formatNumber(property.price, language)}</span>
            <span className="text-ink-muted">{t("property.perYear")}</span>
            <span className="ms-auto rounded-full bg-surface-muted px-3 py-1 text-sm text-ink-muted">
              {t("property.perSqmYear", { price: formatNumber(pricePerSqm(property.price, property.size), language) })}
            </span>
          </div>

          <ConfirmedAvailability
            confirmedAt={property.confirmedAvailableAt}
            textKey="trust.availabilityConfirmed"
            className="mt-4 text-sm"
          />

          <section aria-labelledby="facts-title" className="mt-8">
            <h2 id="facts-title" className="sr-only">
              {t("property.facts")}
            </h2>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
              {facts.map((fact, position) => (
                <div
                  key={fact.icon}
                  className={`rounded-xl border border-line bg-surface-raised px-3.5 py-3 ${position === facts.length - 1 ? "col-span-2 sm:col-span-1" : ""}`}
                >
                  <dt className="flex items-center gap-1.5 whitespace-nowrap text-xs font-medium text-ink-muted">
                    <Icon name={fact.icon} className="size-4 text-brand" />
                    {fact.label}
                  </dt>
                  <dd className="mt-1.5 font-semibold text-ink">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </section>

          <div className="mt-10 grid gap-6 md:grid-cols-2">
            <FullCost listing={property} />
            <LicensedAd listing={property} />
          </div>

          <section aria-labelledby="description-title" className="mt-10">
            <h2 id="description-title" className="text-xl font-semibold">
              {t("property.description")}
            </h2>
            <p className="mt-3 whitespace-pre-line leading-relaxed text-ink-muted">
              <LocalizedText value={text.description} />
            </p>
          </section>

          {property.amenities.length > 0 ? (
            <section aria-labelledby="amenities-title" className="mt-10">
              <h2 id="amenities-title" className="text-xl font-semibold">
                {t("property.amenities")}
              </h2>
              <div className="mt-3 [&_li]:px-3 [&_li]:py-1 [&_li]:text-sm">
                <AmenityBadges amenities={property.amenities} />
              </div>
            </section>
          ) : null}

          <section aria-labelledby="location-title" className="mt-10">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="location-title" className="text-xl font-semibold">
                {t("property.location")}
              </h2>
              <a
                href={map.larger}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 text-sm font-semibold text-brand hover:underline"
              >
                <Icon name="map" className="size-4" />
                {t("property.viewLargerMap")}
              </a>
            </div>
            <p className="mt-1 text-sm text-ink-muted">
              <LocalizedText value={text.district} /> · <LocalizedText value={text.address} />
            </p>
            <MapEmbed title={t("property.mapTitle", { district })} src={map.embed} />
          </section>
        </div>

        <aside id="contact" aria-labelledby="contact-title" className="scroll-mt-20 lg:sticky lg:top-20 lg:self-start">
          <ContactCard propertyId={property.id} phone={property.contactPhone} title={text.title.text} />
        </aside>
      </div>
      <ContactBar phone={property.contactPhone} />
      <JsonLd data={jsonLd} />
    </div>
  );
}

/**
 * Phones only: the contact card sits below the whole listing, so a bar stays at the bottom of the
 * screen with the call link and a jump to the inquiry form. Plain links: no script needed.
 */
function ContactBar({ phone }: { phone: string | null }) {
  const { t } = useTranslation();
  return (
    <nav
      id="contact-bar"
      aria-label={t("property.contactAgent")}
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

function ContactCard({ propertyId, phone, title }: { propertyId: number; phone: string | null; title: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const origin = useRootData()?.origin ?? "";
  const whatsApp = saudiMobile(phone);
  const lastResult = useActionData<typeof action>();
  // A successful send redirects here: the new location key remounts the form empty.
  const { key: locationKey } = useLocation();

  return (
    <div className="rounded-2xl border border-line bg-surface-raised p-6 shadow-lg shadow-black/5">
      <h2 id="contact-title" className="text-xl font-semibold">
        {t("property.contactAgent")}
      </h2>
      {phone ? (
        <a
          href={telLink(phone)}
          aria-label={t("property.call", { phone })}
          className="mt-4 flex items-center justify-center gap-2 rounded-lg border border-brand px-4 py-2.5 font-semibold text-brand hover:bg-brand-soft"
        >
          <Icon name="phone" className="size-5" />
          <span dir="ltr">{phone}</span>
        </a>
      ) : null}
      {whatsApp ? (
        <a
          href={whatsAppHref(
            whatsApp,
            t("property.whatsAppMessage", { title, id: propertyId, url: canonicalUrl(origin, `/property/${propertyId}`, "", language) }),
          )}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 flex items-center justify-center gap-2 rounded-lg border border-brand px-4 py-2.5 font-semibold text-brand hover:bg-brand-soft"
        >
          <Icon name="chat" className="size-5" />
          {t("property.whatsApp")}
        </a>
      ) : null}
      <div id={INQUIRY_ID} className={`scroll-mt-20 ${phone ? "mt-6 border-t border-line pt-6" : "mt-4"}`}>
        <h3 className="font-semibold">{t("inquiry.title")}</h3>
        <InquiryForm key={`${propertyId}-${locationKey}`} propertyId={propertyId} lastResult={lastResult} />
      </div>
    </div>
  );
}

/** The inquiry form's place on the page: a failed no-JS send comes back here (the action URL's fragment). */
const INQUIRY_ID = "inquiry";

function InquiryForm({ propertyId, lastResult }: { propertyId: number; lastResult: ReturnType<typeof useActionData<typeof action>> }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    lastResult,
    constraint: getZodConstraint(InquirySchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: InquirySchema }),
  });
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

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary statusHandlers={{ 404: () => <PropertyNotFound />, 410: (error) => <ListingGone gone={error.data as Gone} /> }} />
  );
}

type Gone = Awaited<ReturnType<typeof gone>>["data"];

/** A listing that is no longer published: said plainly, with published offices of the same district. */
function ListingGone({ gone }: { gone: Gone }) {
  const { t } = useTranslation();
  const district = gone.district.text;
  return (
    <section className="mx-auto max-w-5xl px-4 py-16">
      <MissingListingHeading title={t("property.goneTitle")} text={t("property.goneText")} />
      {gone.similar.length > 0 ? (
        <>
          <h2 className="mt-12 text-xl font-semibold">
            {t("property.goneSimilar")} <LocalizedText value={district} />
          </h2>
          <DistrictNamesProvider districts={[gone.district.names]}>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {gone.similar.map((card) => (
                <li key={card.id}>
                  <PropertyCard property={card} />
                </li>
              ))}
            </ul>
          </DistrictNamesProvider>
        </>
      ) : null}
      <div className="mt-10 text-center">
        <Link
          to={`/?district=${encodeURIComponent(gone.district.names.name)}`}
          className="inline-block rounded-lg bg-brand px-5 py-2.5 font-semibold text-brand-ink hover:bg-brand-strong"
        >
          {t("property.goneBrowseDistrict", { district: district.text })}
        </Link>
      </div>
    </section>
  );
}

function PropertyNotFound() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <MissingListingHeading title={t("property.notFoundTitle")} text={t("property.notFoundText")} />
      <Link to="/" className="mt-8 inline-block rounded-lg bg-brand px-5 py-2.5 font-semibold text-brand-ink hover:bg-brand-strong">
        {t("property.backToBrowse")}
      </Link>
    </section>
  );
}

/** The building icon, heading and explanation of a listing that is gone or never existed. */
function MissingListingHeading({ title, text }: { title: string; text: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-soft text-brand">
        <Icon name="building" className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-ink-muted">{text}</p>
    </div>
  );
}
