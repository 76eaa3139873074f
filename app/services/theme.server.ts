import { themeCookie } from "./cookies.server";
import { type Theme, ThemeSchema } from "~/schemas/theme";

export async function getTheme(request: Request): Promise<Theme> {
  const value: unknown = await themeCookie.parse(request.headers.get("Cookie"));
  const parsed = ThemeSchema.safeParse(value);
  return parsed.success ? parsed.data : "light";
}

export function themeCookieHeader(theme: Theme) {
  return themeCookie.serialize(theme);
}
