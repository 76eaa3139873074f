import { Link, NavLink } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LanguageToggle } from "./LanguageToggle";
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
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold text-ink">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>{t("brand.name")}</span>
        </Link>
        <nav aria-label={t("nav.mainNavigation")} className="hidden md:block">
          <NavLinkList className="flex items-center gap-1" />
        </nav>
        <div className="ms-auto flex items-center gap-1">
          {/* Saved listings are a local flag for now; the button has nowhere to go yet. */}
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-lg text-ink hover:bg-surface-muted"
            aria-label={t("nav.savedItems")}
            title={t("nav.savedItems")}
          >
            <Icon name="heart" />
          </button>
          <LanguageToggle />
          <ThemeToggle />
          <Link
            to="/contact"
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

/** A <details> slide-out: opens and closes without JavaScript. */
function MobileMenu() {
  const { t } = useTranslation();
  return (
    <details className="group relative md:hidden">
      <summary
        className="inline-flex size-10 items-center justify-center rounded-lg text-ink hover:bg-surface-muted"
        aria-label={t("nav.openMenu")}
      >
        <Icon name="menu" />
      </summary>
      <nav
        aria-label={t("nav.menu")}
        className="fixed inset-y-0 end-0 z-50 w-72 max-w-[85vw] border-s border-line bg-surface-raised p-6 shadow-xl"
      >
        <p className="mb-4 text-lg font-bold">{t("nav.menu")}</p>
        <NavLinkList className="flex flex-col gap-1" />
      </nav>
    </details>
  );
}
