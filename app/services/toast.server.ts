import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { env } from "./env.server";

// One flash toast at a time, carried across the post/redirect/get in a signed cookie.
const ToastSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().optional(),
  variant: z.enum(["default", "destructive"]).default("default"),
});
export type Toast = z.infer<typeof ToastSchema>;
type ToastInput = Omit<Toast, "id" | "variant"> & { variant?: Toast["variant"] };

const toastStorage = createCookieSessionStorage({
  cookie: {
    name: env.NODE_ENV === "production" ? "__Host-toast" : "toast",
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: env.NODE_ENV === "production",
    secrets: [env.SESSION_SECRET],
  },
});

const TOAST_KEY = "toast";

/** Set-Cookie value that carries `toast` to the next page the browser renders. */
export async function toastCookieHeader(toast: ToastInput) {
  const session = await toastStorage.getSession();
  session.flash(TOAST_KEY, { id: randomUUID(), variant: "default", ...toast });
  return toastStorage.commitSession(session);
}

export async function redirectWithToast(url: string, toast: ToastInput, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastCookieHeader(toast));
  return redirect(url, { ...init, headers, status: init.status ?? 303 });
}

/** Reads and consumes the pending toast; the returned header clears it. */
export async function takeToast(request: Request) {
  const session = await toastStorage.getSession(request.headers.get("Cookie"));
  const parsed = ToastSchema.safeParse(session.get(TOAST_KEY));
  return {
    toast: parsed.success ? parsed.data : null,
    setCookie: parsed.success ? await toastStorage.commitSession(session) : null,
  };
}
