import type { SubmissionResult } from "@conform-to/react";
import { useFetcher, useLocation } from "@remix-run/react";
import { useRef } from "react";

/**
 * A small form that a fetcher posts with scripts and the browser posts without (the newsletter, search
 * alerts): the answer to show (the fetcher's, else the page action's `lastResult`), the errors and what was
 * typed in it, where a plain POST comes back to (this form where the visitor was, or where a failed plain
 * POST came from), and the location key that remounts the form empty after a successful send.
 *
 * A fetcher keeps its last data through a redirect: after a refused try and a good resend, `fetcher.data`
 * is still the refusal. So an answer counts only on the page (location key) where it arrived: the success's
 * redirect is a new entry, and the form comes back empty and without errors (issue 50, point 2).
 */
export function usePostedForm(formId: string, lastResult?: SubmissionResult<string[]>) {
  const fetcher = useFetcher<SubmissionResult<string[]>>();
  const location = useLocation();
  const arrived = useRef<{ data: SubmissionResult<string[]>; key: string } | null>(null);
  if (fetcher.data !== undefined && fetcher.data !== arrived.current?.data) arrived.current = { data: fetcher.data, key: location.key };
  const answer = arrived.current?.key === location.key ? arrived.current.data : undefined;
  const result = answer ?? lastResult;
  const typed = result?.initialValue ?? {};
  // Back at this form (its fragment), not at the top of the page.
  const redirectTo = typeof typed.redirectTo === "string" ? typed.redirectTo : `${location.pathname}${location.search}#${formId}`;
  return { fetcher, errors: result?.error ?? {}, typed, redirectTo, formKey: location.key };
}
