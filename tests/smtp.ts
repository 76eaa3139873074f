import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

// A real SMTP server in the test process (issue 35): what the app sends arrives here and is read back
// with mailparser, as a mail client would.

/** An SMTP server on a free port that keeps what arrives, and refuses every message while `refusing`. */
export class TestSmtpServer {
  received: ParsedMail[] = [];
  refusing = false;
  private server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // The senders' pooled connections stay open: closing waits this long (not the default 30 s) before ending them.
    closeTimeout: 100,
    onMailFrom: (_address, _session, callback) => {
      if (!this.refusing) return callback();
      callback(Object.assign(new Error("Service not available, try again later"), { responseCode: 421 }));
    },
    onData: (stream, _session, callback) => {
      simpleParser(stream).then(
        (mail) => {
          this.received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  url = "";

  /** Listens on `port` (0: any free one). */
  async start(port = 0) {
    await new Promise<void>((resolve) => this.server.listen(port, "127.0.0.1", resolve));
    this.url = `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  to(address: string) {
    return this.received.filter((mail) => addressesOf(mail.to).includes(address));
  }
}

export function addressesOf(field: ParsedMail["to"]) {
  return [field ?? []].flat().flatMap((group) => group.value.map((entry) => entry.address));
}
