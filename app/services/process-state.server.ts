// State a process holds once (its database, that database's health, its mail sender) must outlive the
// reloads of `npm run dev`: Vite evaluates an edited module again, and every module that imports it, and
// a second database would open beside the first (two on one PGlite folder), a second mail sender start.
// So in development it is kept on globalThis. Built, each module is evaluated once in one module graph
// (server/index.ts), and the state is the module's own (docs/decisions/0073-one-server-build.md).
const kept: Map<string, unknown> =
  process.env.NODE_ENV === "development"
    ? ((globalThis as typeof globalThis & { __processState?: Map<string, unknown> }).__processState ??= new Map<string, unknown>())
    : new Map<string, unknown>();

/** The process's one `name`, made by `create` the first time. */
export function processState<T>(name: string, create: () => T): T {
  if (!kept.has(name)) kept.set(name, create());
  return kept.get(name) as T;
}
