import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "~/utils/csv";
import { telLink, whatsAppLink } from "~/utils/phone";

describe("CSV cells", () => {
  it("quotes every cell, doubling quotes inside", () => {
    expect(csvCell("plain")).toBe('"plain"');
    expect(csvCell('say "hi", twice')).toBe('"say ""hi"", twice"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("مكتب في العليا")).toBe('"مكتب في العليا"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(42)).toBe('"42"');
    expect(csvCell(-5)).toBe('"-5"');
    expect(csvCell(false)).toBe('"false"');
  });

  it.each(["=1+1", "+966 50", "-2", "@SUM(A1)", "\tx", "\rx"])("makes %j inert with a leading quote", (value) => {
    expect(csvCell(value)).toMatch(/^"'/);
  });

  // Issue 49: Excel and LibreOffice read a quoted "0551234567" as 551234567; after a tab, as text.
  it.each(["0551234567", "011 400 1234", "(011) 400-1234", "0042", "٠٥٥١٢٣٤٥٦٧"])(
    "keeps the digit string %j text with a leading tab",
    (value) => {
      expect(csvCell(value)).toBe(`"\t${value}"`);
    },
  );

  it.each(["0551234567 ext", "12 Olaya", "1.5", ""])("leaves %j as it is", (value) => {
    expect(csvCell(value)).toBe(`"${value}"`);
  });

  // A spreadsheet that splits on ";" or a tab (many locales) sees no cell start inside a quoted one.
  it.each(["Sara;=1+1", "Sara\t=1+1", "Sara,=1+1", 'Sara";=1+1'])("keeps %j one cell for any separator", (value) => {
    const cell = csvCell(value);
    expect(cell).toBe(`"${value.replace(/"/g, '""')}"`);
    for (const separator of [",", ";", "\t"]) expect(splitCsvLine(`${cell}${separator}${cell}`, separator)).toEqual([value, value]);
  });

  it("writes a BOM, CRLF line ends and a final line end", () => {
    expect(toCsv(["a", "b"], [[1, "=x"]])).toBe('\uFEFF"a","b"\r\n"1","\'=x"\r\n');
  });
});

/** One line as a spreadsheet reads it (RFC 4180 quotes) with the given separator. */
function splitCsvLine(line: string, separator: string) {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const character = line[i]!;
    if (quoted && character === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (character === '"') {
      quoted = !quoted;
    } else if (!quoted && character === separator) {
      cells.push(cell);
      cell = "";
    } else {
      cell += character;
    }
  }
  return [...cells, cell];
}

describe("reply links", () => {
  it.each([
    ["0501234567", "https://wa.me/966501234567"],
    ["050 123 4567", "https://wa.me/966501234567"],
    ["+966 50 123 4567", "https://wa.me/966501234567"],
    ["+966-55-123-4567", "https://wa.me/966551234567"],
    ["00966501234567", "https://wa.me/966501234567"],
  ])("offers WhatsApp for the Saudi mobile %s", (phone, link) => {
    expect(whatsAppLink(phone)).toBe(link);
  });

  it.each(["0112345678", "+966 11 234 5678", "+1 212 555 0100", "050123456", "05012345678"])("offers no WhatsApp for %s", (phone) => {
    expect(whatsAppLink(phone)).toBeNull();
  });

  it("dials the number as written", () => {
    expect(telLink("+966 (50) 123-4567")).toBe("tel:+966501234567");
  });
});
