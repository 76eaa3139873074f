import { useEffect, useState } from "react";
import { useTranslation } from "~/utils/translation";
import { Icon } from "./Icon";

export const TOAST_DURATION_MS = 5000;

interface ToastMessage {
  id: string;
  title: string;
  description?: string;
  variant: "default" | "destructive";
}

/**
 * Shows the one pending flash toast (titles and descriptions are translation keys).
 * Server-rendered, so it shows without JavaScript; with JavaScript it leaves after 5 s.
 */
export function ToastViewport({ toast }: { toast: ToastMessage | null }) {
  const { t } = useTranslation();
  const [dismissedId, setDismissedId] = useState<string | null>(null);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setDismissedId(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  const visible = toast && toast.id !== dismissedId ? toast : null;
  return (
    <div className="pointer-events-none fixed bottom-4 end-4 z-[100] flex w-[calc(100%-2rem)] flex-col md:max-w-[420px]">
      <div role="status" aria-live="polite" aria-atomic="true">
        {visible ? (
          <div
            data-testid="toast"
            data-variant={visible.variant}
            className={`pointer-events-auto flex items-start gap-3 rounded-xl border p-4 shadow-lg ${
              visible.variant === "destructive" ? "border-danger bg-danger-soft text-ink" : "border-line bg-surface-raised text-ink"
            }`}
          >
            <div className="flex-1">
              <p className="font-semibold">{t(visible.title)}</p>
              {visible.description ? <p className="mt-1 text-sm text-ink-muted">{t(visible.description)}</p> : null}
            </div>
            <button
              type="button"
              onClick={() => setDismissedId(visible.id)}
              className="rounded-md p-1 text-ink-muted hover:text-ink"
              aria-label={t("toast.close")}
            >
              <Icon name="close" className="size-4" />
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
