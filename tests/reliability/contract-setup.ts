// Vitest setup of the reliability suite: fetch checks every /api answer against the OpenAPI document
// (contract.ts; the bare client checks its own in http-client.ts).
import { contractCheckedFetch } from "./contract";

globalThis.fetch = contractCheckedFetch(globalThis.fetch);
