// The reliability suite's contract check (tests/reliability/contract.ts, issue 37): an /api answer from
// the built server that breaks the OpenAPI document fails the test that received it.
import { brotliCompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { checkRawAnswer, contractCheckedFetch } from "../reliability/contract";

const ORIGIN = "http://127.0.0.1:3999";
const HEADERS = { "Content-Type": "application/json", "Cache-Control": "no-store" };

/** A fetch that answers every request with `body` (JSON) and `init`, as a server would. */
const answering =
  (body: unknown, init: ResponseInit = { headers: HEADERS }): typeof fetch =>
  () =>
    Promise.resolve(new Response(body === undefined ? null : JSON.stringify(body), init));

describe("the reliability tests' contract check", () => {
  it("passes an answer that keeps to the document, its body still readable", async () => {
    const response = await contractCheckedFetch(answering({ id: 1, username: "admin" }))(`${ORIGIN}/api/admin/me`);
    expect(await response.json()).toEqual({ id: 1, username: "admin" });
  });

  it("fails a wrong body, an undocumented status, a missing header", async () => {
    const me = `${ORIGIN}/api/admin/me`;
    await expect(contractCheckedFetch(answering({ id: 1, username: "admin", password: "x" }))(me)).rejects.toThrow(
      /must NOT have additional properties/,
    );
    await expect(contractCheckedFetch(answering({ error: "teapot" }, { status: 418, headers: HEADERS }))(me)).rejects.toThrow(
      /418 is not documented/,
    );
    await expect(
      contractCheckedFetch(answering({ id: 1, username: "admin" }, { headers: { "Content-Type": "application/json" } }))(me),
    ).rejects.toThrow(/Cache-Control is missing/);
    await expect(contractCheckedFetch(answering(undefined, { headers: { "Content-Type": "application/json" } }))(me)).rejects.toThrow(
      /not JSON/,
    );
  });

  it("leaves a gateway's 502 alone (nginx's page when the instance behind it is gone), not a 500", async () => {
    const html = { headers: { "Content-Type": "text/html" } };
    const gateway = (status: number) => () => Promise.resolve(new Response("<h1>Bad Gateway</h1>", { ...html, status }));
    expect((await contractCheckedFetch(gateway(502))(`${ORIGIN}/api/inquiries`, { method: "POST" })).status).toBe(502);
    await expect(contractCheckedFetch(gateway(500))(`${ORIGIN}/api/inquiries`, { method: "POST" })).rejects.toThrow(/500/);
  });

  it("checks a HEAD answer's status and headers, and leaves other paths alone", async () => {
    await expect(
      contractCheckedFetch(answering(undefined, { headers: HEADERS }))(`${ORIGIN}/api/admin/me`, { method: "HEAD" }),
    ).resolves.toBeDefined();
    await expect(contractCheckedFetch(answering({ anything: true }, { status: 418 }))(`${ORIGIN}/about`)).resolves.toBeDefined();
  });

  it("checks the bare client's TRACE (which fetch and Request refuse) as an undocumented method", () => {
    const answer = (status: number, allow: string) => ({
      status,
      headers: { allow, "content-type": "text/plain" },
      bytes: Buffer.from(""),
    });
    expect(() => checkRawAnswer("TRACE", `${ORIGIN}/api/admin/me`, answer(405, "GET, HEAD"))).not.toThrow();
    expect(() => checkRawAnswer("TRACE", `${ORIGIN}/api/admin/me`, answer(200, ""))).toThrow(/must answer 405/);
  });

  it("takes a refusal of a path the document does not have, not an answer", async () => {
    await expect(
      contractCheckedFetch(answering({ error: "Not found" }, { status: 404, headers: HEADERS }))(`${ORIGIN}/api/nothing`),
    ).resolves.toBeDefined();
    await expect(contractCheckedFetch(answering({ id: 1 }))(`${ORIGIN}/api/nothing`)).rejects.toThrow(/not in the document/);
  });

  it("takes a 400 for a path that cannot be decoded, whatever the method", () => {
    const answer = (status: number) => ({ status, headers: { "content-type": "text/plain" }, bytes: Buffer.from("Bad request") });
    expect(() => checkRawAnswer("GET", `${ORIGIN}/api/admin/districts/%E0%A4%A`, answer(400))).not.toThrow();
    expect(() => checkRawAnswer("GET", `${ORIGIN}/api/admin/districts/%E0%A4%A`, answer(500))).toThrow(/must answer 400/);
  });

  it("reads the bare client's compressed bytes before checking them", () => {
    const answer = (body: unknown) => ({
      status: 200,
      headers: { "content-type": "application/json", "cache-control": "no-store", "content-encoding": "br" },
      bytes: brotliCompressSync(Buffer.from(JSON.stringify(body))),
    });
    expect(() => checkRawAnswer("GET", `${ORIGIN}/api/admin/me`, answer({ id: 1, username: "admin" }))).not.toThrow();
    expect(() => checkRawAnswer("GET", `${ORIGIN}/api/admin/me`, answer({ id: "1", username: "admin" }))).toThrow(/body/);
  });
});
