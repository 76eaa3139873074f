import { Link, useNavigate } from "@remix-run/react";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { useTranslation } from "~/utils/translation";
import { Icon } from "../ui/Icon";
import { useRootData } from "~/utils/use-root-data";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

interface AdminDialogProps {
  title: string;
  closeTo: string;
  children: ReactNode;
  footer?: ReactNode;
  size?: "sm" | "md" | "lg";
}

const WIDTHS = { sm: "max-w-md", md: "max-w-2xl", lg: "max-w-3xl" } as const;

/**
 * A modal panel over a dashboard table, drawn by the server (so it works without JavaScript): the
 * backdrop and "Close" are links back to the table. With JavaScript it also takes the focus (and gives
 * it back), keeps Tab inside, closes on Escape and stops the page behind from scrolling.
 */
export function AdminDialog({ title, closeTo, children, footer, size = "lg" }: AdminDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  // A flash toast sits at the bottom edge (without JavaScript it stays): keep the panel above it.
  const toastShown = Boolean(useRootData()?.toast);

  useEffect(() => {
    const panel = panelRef.current;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first =
      panel?.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, select') ?? panel?.querySelector<HTMLElement>("button");
    // A refused form's error summary may already hold the focus (autofocus, before scripts ran): it stays there.
    if (!panel?.contains(document.activeElement)) (first ?? panel)?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
      if (before?.isConnected) before.focus();
    };
  }, []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    // A confirmation <dialog> open on top handles its own Escape.
    if (event.key === "Escape" && !document.querySelector("dialog[open]")) {
      event.preventDefault();
      navigate(closeTo, { preventScrollReset: true });
      return;
    }
    if (event.key !== "Tab" || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.offsetParent !== null);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className={`fixed inset-0 z-50 flex overflow-y-auto p-4 sm:p-6 ${toastShown ? "pb-32 sm:pb-32" : ""}`}>
      <Link
        to={closeTo}
        preventScrollReset
        tabIndex={-1}
        aria-hidden="true"
        className="fixed inset-0 cursor-default bg-black/50 backdrop-blur-[2px]"
      />
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a modal dialog keeps Tab inside and closes on Escape */}
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={`relative m-auto flex w-full flex-col overflow-hidden rounded-2xl border border-line bg-surface-raised text-ink shadow-2xl outline-none ${WIDTHS[size]}`}
      >
        <div className="flex items-center gap-4 border-b border-line px-6 py-4">
          <h2 id={titleId} className="me-auto text-lg font-bold">
            {title}
          </h2>
          <Link
            to={closeTo}
            preventScrollReset
            className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-semibold text-ink-muted hover:bg-surface-muted hover:text-ink"
          >
            <Icon name="close" className="size-4" />
            {t("admin.close")}
          </Link>
        </div>
        <div className="px-6 py-5">{children}</div>
        {footer ? (
          <div className="flex flex-wrap items-center justify-end gap-3 border-t border-line bg-surface-muted/60 px-6 py-4">{footer}</div>
        ) : null}
      </div>
    </div>
  );
}
