/** A frame's tab (the dashboard's, the advertiser's account): a NavLink's className, underlined while active. */
export function tabClass({ isActive }: { isActive: boolean }) {
  return `shrink-0 whitespace-nowrap rounded-t-lg border-b-2 px-2 py-2 text-[0.8125rem] font-semibold sm:px-4 sm:text-sm ${isActive ? "border-brand text-brand" : "border-transparent text-ink-muted hover:text-ink"}`;
}
