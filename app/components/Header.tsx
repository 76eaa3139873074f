import { Link, NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/utils/translation";
import { LanguageToggle } from "./LanguageToggle";
import { SAVED_ACTION, useSavedIds } from "./SaveToggle";
import { ThemeToggle } from "./ThemeToggle";
import { Icon } from "./ui/Icon";

const NAV_LINKS = [
  { to: "/", key: "nav.browse" },
  { to: "/map", key: "nav.map" },
  { to: "/ecosystem", key: "nav.ecosystem" },
] as const;

function navLinkClass({ isActive }: { isActive: boolean }) {
  return `rounded-lg px-3 py-2 text-sm font-medium hover:bg-surface-muted ${isActive ? "text-brand" : "text-ink"}`;
}

/** The three main links; the desktop bar and the mobile menu show the same list. */
function NavLinkList({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <ul className={className}>
      {NAV_LINKS.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end className={navLinkClass}>
            {t(link.key)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export function Header() {
  const { t } = useTranslation();
  // Opaque, with no backdrop filter: a filter would make the header the containing block of the menu's
  // fixed panel and shut it inside the header's 4rem.
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold text-ink">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>{t("brand.name")}</span>
        </Link>
        <nav aria-label={t("nav.mainNavigation")} className="hidden md:block">
          <NavLinkList className="flex items-center gap-1" />
        </nav>
        <div className="ms-auto flex items-center gap-1">
          <SavedLink />
          <LanguageToggle />
          <ThemeToggle />
          <Link
            to="/account/signup"
            className="ms-2 hidden rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-brand-ink hover:bg-brand-strong lg:inline-block"
          >
            {t("nav.listYourSpace")}
          </Link>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}

/** The header's heart: how many listings the visitor saved, and the way to them. */
function SavedLink() {
  const { t } = useTranslation();
  const count = useSavedIds().length;
  return (
    <Link
      to={SAVED_ACTION}
      data-testid="saved-link"
      className="relative inline-flex size-10 items-center justify-center rounded-lg text-ink hover:bg-surface-muted"
      aria-label={t("nav.savedCount", { count })}
      title={t("nav.savedCount", { count })}
    >
      <Icon name="heart" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -end-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand px-1 text-xs font-bold text-brand-ink"
        >
          {count}
        </span>
      ) : null}
    </Link>
  );
}

const MOBILE_MENU_ID = "mobile-menu";

/**
 * The phone menu: a <details> whose panel is a sheet from the inline-end side, below the header, so the
 * same button (now an ×) stays in reach to close it. The backdrop is part of that button (its <summary>),
 * so a tap on it closes the menu in place, without scripts too: nothing reloads, the page stays where it
 * was. With scripts Escape closes, Tab stays inside, and a navigation closes it.
 */
function MobileMenu() {
  const { t } = useTranslation();
  const location = useLocation();
  const menuRef = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    if (menuRef.current) menuRef.current.open = false;
  }, [location.key]);

  function close() {
    const menu = menuRef.current;
    if (!menu) return;
    menu.open = false;
    menu.querySelector("summary")?.focus();
  }

  function keepFocusInside(event: React.KeyboardEvent<HTMLDetailsElement>) {
    const menu = event.currentTarget;
    if (!menu.open) return;
    if (event.key === "Escape") return close();
    if (event.key !== "Tab") return;
    const focusable = [...menu.querySelectorAll<HTMLElement>("summary, nav a[href]:not([tabindex='-1'])")];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  return (
    // The keys belong to the disclosure as a whole (Escape, Tab trap); its summary is the focusable control.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <details id={MOBILE_MENU_ID} ref={menuRef} className="group md:hidden" onKeyDown={keepFocusInside}>
      <summary className="inline-flex size-10 cursor-pointer list-none items-center justify-center rounded-lg text-ink hover:bg-surface-muted [&::-webkit-details-marker]:hidden">
        <Icon name="menu" className="size-5 group-open:hidden" />
        <Icon name="close" className="hidden size-5 group-open:block" />
        <span className="sr-only group-open:hidden">{t("nav.openMenu")}</span>
        <span className="sr-only hidden group-open:inline">{t("nav.closeMenu")}</span>
        {/* The backdrop: a tap on it is a tap on this button, which closes the menu. */}
        <span
          data-testid="menu-backdrop"
          aria-hidden="true"
          className="fixed inset-x-0 top-16 bottom-0 z-50 hidden bg-black/50 group-open:block"
        />
      </summary>
      <nav
        aria-label={t("nav.menu")}
        className="fixed end-0 top-16 bottom-0 z-50 flex w-72 max-w-[85vw] flex-col overflow-y-auto overscroll-contain border-s border-line bg-surface-raised p-6 shadow-xl"
      >
        <p className="mb-4 text-lg font-bold">{t("nav.menu")}</p>
        <NavLinkList className="flex flex-col gap-1 [&_a]:block [&_a]:py-3 [&_a]:text-base" />
        <Link
          to="/account/signup"
          className="mt-4 rounded-lg bg-brand px-4 py-3 text-center font-semibold text-brand-ink hover:bg-brand-strong"
        >
          {t("nav.listYourSpace")}
        </Link>
      </nav>
    </details>
  );
}
