// on-headers (the hook compression uses) ships no types, and @types/on-headers holds another package's.
declare module "on-headers" {
  import type { ServerResponse } from "node:http";
  export default function onHeaders(res: ServerResponse, listener: (this: ServerResponse) => void): void;
}
