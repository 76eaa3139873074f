// Issue 49: the admin's CSV exports as a spreadsheet reads them. LibreOffice (headless) opens the files the
// built server sends, as its import dialog's defaults would (comma, quotes, UTF-8), and saves them as flat
// OpenDocument XML, where each cell says whether it became text or a number: a phone keeps its leading
// zero (also one typed in Arabic-Indic digits), a digit string in a listing stays text, and the formula
// guard still holds, in the administrators' files and in an advertiser's own leads (issue 51). Skipped,
// saying so, where LibreOffice is not installed.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inquiryInput, listingInput } from "../factories";
import { adminCookie, jsonWriteHeaders, killAllServers, listPropertyIds, type ServerProcess, startServer } from "./server";
import { seededTarget } from "./seeded-target";
import { DEMO_ADVERTISER } from "~/services/config.server";

const soffice = ["soffice", "libreoffice"].find((command) => spawnSync("which", [command]).status === 0);
if (!soffice)
  console.warn("csv-spreadsheet.test.ts skipped: LibreOffice (soffice) is not installed here (apt-get install libreoffice-calc)");

const work = mkdtempSync(path.join(os.tmpdir(), "riyadh-csv-"));
afterAll(async () => {
  await killAllServers();
  rmSync(work, { recursive: true, force: true });
});

interface Cell {
  type: string;
  text: string;
}

/** Each file's rows as LibreOffice Calc reads them: every cell's type (string, float, date ...) and text. */
function openInCalc(files: Record<string, string>): Record<string, Cell[][]> {
  for (const [name, body] of Object.entries(files)) writeFileSync(path.join(work, `${name}.csv`), body);
  const converted = spawnSync(
    soffice!,
    [
      // A profile of its own: no clash with another LibreOffice running on the machine.
      `-env:UserInstallation=file://${path.join(work, "profile")}`,
      "--headless",
      // Comma, double quotes, UTF-8 (76), from line 1: the import dialog's defaults for a UTF-8 file.
      "--infilter=CSV:44,34,76,1",
      "--convert-to",
      "fods",
      "--outdir",
      work,
      ...Object.keys(files).map((name) => path.join(work, `${name}.csv`)),
    ],
    { encoding: "utf8", timeout: 120_000 },
  );
  if (converted.status !== 0) throw new Error(`LibreOffice failed: ${converted.stderr}`);
  return Object.fromEntries(Object.keys(files).map((name) => [name, rowsOf(readFileSync(path.join(work, `${name}.fods`), "utf8"))]));
}

function rowsOf(xml: string): Cell[][] {
  // A cell's text is its paragraphs' (the XML around them is indented).
  const decode = (cell: string) =>
    [...cell.matchAll(/<text:p>(.*?)<\/text:p>/gs)]
      .map((paragraph) =>
        paragraph[1]!
          .replace(/<text:tab\/>/g, "\t")
          .replace(/<text:s(?: text:c="(\d+)")?\/>/g, (_, count?: string) => " ".repeat(Number(count ?? 1)))
          .replace(/<[^>]+>/g, "")
          .replace(/&apos;/g, "'")
          .replace(/&quot;/g, '"')
          .replace(/&lt;/g, "<")
          .replace(/&gt;/g, ">")
          .replace(/&amp;/g, "&"),
      )
      .join("\n");
  return [...xml.matchAll(/<table:table-row[^>]*>(.*?)<\/table:table-row>/gs)].map((row) =>
    [...row[1]!.matchAll(/<table:table-cell([^>]*?)(?:\/>|>(.*?)<\/table:table-cell>)/gs)].map((cell) => ({
      type: /office:value-type="(\w+)"/.exec(cell[1]!)?.[1] ?? "empty",
      text: decode(cell[2] ?? ""),
    })),
  );
}

/** The cell of `column` (by its header) in the row whose cell of `keyColumn` contains `key`. */
function cellOf(rows: Cell[][], keyColumn: string, key: string, column: string) {
  const [header, ...body] = rows;
  const at = (name: string) => header!.findIndex((cell) => cell.text === name);
  return body.find((row) => row[at(keyColumn)]?.text.includes(key))?.[at(column)];
}

const targets = [
  { name: "PGlite", serverUrl: "" },
  ...(process.env.TEST_DATABASE_URL ? [{ name: "PostgreSQL", serverUrl: process.env.TEST_DATABASE_URL }] : []),
];

describe.skipIf(!soffice).each(targets)("the admin's CSV exports in LibreOffice Calc, on $name", ({ serverUrl }) => {
  let server: ServerProcess;
  let cleanup: () => Promise<void>;
  let cookie: string;
  beforeAll(async () => {
    const seeded = await seededTarget("csv_calc", serverUrl);
    cleanup = seeded.cleanup;
    server = await startServer(seeded.target);
    cookie = await adminCookie(server);
  });
  afterAll(async () => {
    await server.stop("SIGTERM");
    await cleanup();
  });

  it("opens phones and other digit strings as text, leading zeros kept, and formulas still inert", { timeout: 240_000 }, async () => {
    const [propertyId] = await listPropertyIds(server);
    const inquiries = [
      { name: "Western digits", phone: "0551234567" },
      { name: "Arabic-Indic digits", phone: "٠٥٥٧٦٥٤٣٢١" },
      { name: "Spaced digits", phone: "011 400 1234" },
      { name: "International", phone: "+966 50 123 4567" },
      { name: "=HYPERLINK(1)", phone: "0500000001" },
    ];
    for (const { name, phone } of inquiries) {
      const posted = await fetch(`${server.url}/api/inquiries`, {
        method: "POST",
        headers: jsonWriteHeaders(server),
        body: JSON.stringify({ ...inquiryInput({ name, phone }), propertyId }),
      });
      expect(posted.status).toBe(201);
    }
    const created = await fetch(`${server.url}/api/admin/properties`, {
      method: "POST",
      headers: { ...jsonWriteHeaders(server), Cookie: cookie },
      body: JSON.stringify(listingInput({ title: "Spreadsheet check office", building: "0042" })),
    });
    expect(created.status).toBe(201);

    // The demo advertiser's own leads (issue 51), exported by the administrators' code: a lead on a listing of theirs.
    const login = await fetch(`${server.url}/api/account/login`, {
      method: "POST",
      headers: jsonWriteHeaders(server),
      body: JSON.stringify({ email: DEMO_ADVERTISER.email, password: DEMO_ADVERTISER.password }),
    });
    expect(login.status).toBe(200);
    const landlord = login.headers
      .getSetCookie()
      .map((header) => header.split(";")[0])
      .join("; ");
    const ownListings = await (await fetch(`${server.url}/account/listings`, { headers: { Cookie: landlord } })).text();
    const ownListing = Number(/href="\/property\/(\d+)"/.exec(ownListings)?.[1]);
    const lead = await fetch(`${server.url}/api/inquiries`, {
      method: "POST",
      headers: jsonWriteHeaders(server),
      body: JSON.stringify({ ...inquiryInput({ name: "=HYPERLINK(2)", phone: "0500000002" }), propertyId: ownListing }),
    });
    expect(lead.status).toBe(201);

    const exported: Record<string, string> = {};
    for (const [name, path, session] of [
      ["inquiries", "/admin/dashboard/inquiries.csv", cookie],
      ["properties", "/admin/dashboard/properties.csv", cookie],
      ["subscribers", "/admin/dashboard/subscribers.csv", cookie],
      ["leads", "/account/leads.csv", landlord],
    ] as const) {
      const response = await fetch(`${server.url}${path}`, { headers: { Cookie: session } });
      expect(response.status).toBe(200);
      exported[name] = await response.text();
    }
    const sheets = openInCalc(exported);

    // Text, after the tab that makes it so (shown as a little space before the number).
    const phone = (name: string) => cellOf(sheets.inquiries!, "Name", name, "Phone");
    expect(phone("Western digits")).toEqual({ type: "string", text: "\t0551234567" });
    // Stored with Western digits (the schema reads them so), and kept whole.
    expect(phone("Arabic-Indic digits")).toEqual({ type: "string", text: "\t0557654321" });
    expect(phone("Spaced digits")).toEqual({ type: "string", text: "\t011 400 1234" });
    // The formula guard's quote, as before: text, never a formula.
    expect(phone("International")).toEqual({ type: "string", text: "'+966 50 123 4567" });
    expect(cellOf(sheets.inquiries!, "Phone", "0500000001", "Name")).toEqual({ type: "string", text: "'=HYPERLINK(1)" });
    expect(exported.inquiries).not.toContain('"=');

    expect(cellOf(sheets.properties!, "Title", "Spreadsheet check office", "Building")).toEqual({ type: "string", text: "\t0042" });
    // Numbers stay numbers.
    expect(cellOf(sheets.properties!, "Title", "Spreadsheet check office", "Price")?.type).toBe("float");
    expect(sheets.subscribers![0]!.every((cell) => cell.type === "string")).toBe(true);

    // The advertiser's file: their lead's phone text with its zero, its formula inert, no one else's lead in it.
    expect(cellOf(sheets.leads!, "Phone", "0500000002", "Name")).toEqual({ type: "string", text: "'=HYPERLINK(2)" });
    expect(cellOf(sheets.leads!, "Name", "HYPERLINK(2)", "Phone")).toEqual({ type: "string", text: "\t0500000002" });
    const theirs = [...ownListings.matchAll(/\/account\/listings\/(\d+)\/edit/g)].map((match) => match[1]);
    const [header, ...leads] = sheets.leads!;
    const listingColumn = header!.findIndex((cell) => cell.text === "Listing ID");
    expect(leads.length).toBeGreaterThan(0);
    expect(leads.filter((row) => !theirs.includes(row[listingColumn]!.text))).toEqual([]);
    expect(exported.leads).not.toContain('"=');
  });
});
