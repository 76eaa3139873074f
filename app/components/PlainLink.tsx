import { useNavigate } from "@remix-run/react";
import { type ComponentProps, useEffect } from "react";

/**
 * A link to a page of this site that renders as a bare `<a>`: no hooks, unlike Remix's `<Link>`, whose
 * dozen hooks per link cost a tenth of a first visit's CPU on a page of 50 links
 * (docs/performance.md, step 16). Once scripts run, the router still follows it without reloading the
 * page, through the one listener `useFollowPlainLinks` sets up. Without lazy route discovery (decision
 * 0018) the browser knows every route from the start, so `<Link>`'s `data-discover` is left out. `to` is an
 * absolute path.
 */
export function PlainLink({ to, children, ...props }: Omit<ComponentProps<"a">, "href"> & { to: string }) {
  return (
    <a {...props} href={to} data-plain-link="">
      {children}
    </a>
  );
}

/** A left click, without a modifier key, that nothing else has handled: the one a link's router takes over. */
function isPlainClick(event: MouseEvent) {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/** Makes the router follow clicks on every `PlainLink` of the document, as `<Link>` does for its own. */
export function useFollowPlainLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    const follow = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[data-plain-link]") : null;
      if (!(link instanceof HTMLAnchorElement) || !isPlainClick(event)) return;
      if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      const path = `${url.pathname}${url.search}${url.hash}`;
      // As a browser does for a link to the page it is on: no new history entry.
      const current = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      navigate(path, { replace: path === current });
    };
    document.addEventListener("click", follow);
    return () => document.removeEventListener("click", follow);
  }, [navigate]);
}
