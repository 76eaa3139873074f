import { useEffect, useRef, useState } from "react";

// How close the visitor scrolls to the frame before it is made.
const NEAR = "400px";

/**
 * The detail page's OpenStreetMap embed: a page from another origin with its own scripts and tiles.
 * Browsers start lazy frames well before they come into view (Chromium from 1,250 px or more), so on a
 * phone it loaded with the page and competed with the listing's own photo and scripts. With scripts the
 * frame is made only when the visitor scrolls within 400 px of it; without them it is a lazy frame in
 * <noscript>. The box keeps its height either way, so nothing moves.
 */
export function MapEmbed({ src, title }: { src: string; title: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: NEAR,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  const frame = <iframe title={title} src={src} loading="lazy" height={300} className="h-full w-full" />;
  return (
    <div ref={box} className="mt-4 h-[300px] w-full overflow-hidden rounded-xl border border-line bg-surface-muted">
      {near ? frame : <noscript>{frame}</noscript>}
    </div>
  );
}
