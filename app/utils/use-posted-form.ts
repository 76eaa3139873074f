import type { SubmissionResult } from "@conform-to/react";
import { useFetcher, useLocation } from "@remix-run/react";

/**
 * A small form that a fetcher posts with scripts and the browser posts without (the newsletter, search
 * alerts): the answer to show (the fetcher's, else the page action's `lastResult`), the errors and what was
 * typed in it, where a plain POST comes back to (this form where the visitor was, or where a failed plain
 * POST came from), and the location key that remounts the form empty after a successful send.
 */
export function usePostedForm(formId: string, lastResult?: SubmissionResult<string[]>) {
  const fetcher = useFetcher<SubmissionResult<string[]>>();
  const location = useLocation();
  const result = fetcher.data ?? lastResult;
  const typed = result?.initialValue ?? {};
  // Back at this form (its fragment), not at the top of the page.
  const redirectTo = typeof typed.redirectTo === "string" ? typed.redirectTo : `${location.pathname}${location.search}#${formId}`;
  return { fetcher, errors: result?.error ?? {}, typed, redirectTo, formKey: location.key };
}
