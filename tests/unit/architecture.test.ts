import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const APP = path.resolve(__dirname, "../../app");
const filesUnder = (folder: string): string[] =>
  readdirSync(path.join(APP, folder), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(folder, entry.name)) : /\.tsx?$/.test(entry.name) ? [path.join(folder, entry.name)] : [],
  );

describe("the rooms of the code", () => {
  it("models import nothing from Remix and answer no HTTP: they return data, routes make the answers", () => {
    const offenders = filesUnder("models").filter((file) =>
      /from "@remix-run\/|from "~\/route-helpers\//.test(readFileSync(path.join(APP, file), "utf8")),
    );
    expect(offenders).toEqual([]);
  });

  it("components and schemas import nothing server-only", () => {
    const offenders = [...filesUnder("components"), ...filesUnder("schemas")].filter((file) => {
      const source = readFileSync(path.join(APP, file), "utf8");
      return [...source.matchAll(/^import (?!type )[^;]*from "([^"]+)"/gm)].some(
        ([, from]) => from!.endsWith(".server") || from!.startsWith("node:"),
      );
    });
    expect(offenders).toEqual([]);
  });

  it("no file in the repository points to documents outside it", () => {
    // Spelled in pieces so this file does not match itself.
    const outside = new RegExp(["SPEC", "DESIGN"].map((name) => `${name}\\.md`).join("|") + "|shared/" + "spec");
    const files = execFileSync("git", ["ls-files"], { cwd: path.join(APP, ".."), encoding: "utf8" })
      .split("\n")
      .filter(Boolean);
    const offenders = files.filter(
      (file) =>
        !/\.(png|webp|jpg|svg|ico|lock)$|package-lock\.json$/.test(file) && outside.test(readFileSync(path.join(APP, "..", file), "utf8")),
    );
    expect(offenders).toEqual([]);
  });
});
