import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type SendMailOptions, type Transporter, type TransportOptions } from "nodemailer";
import { SITE_NAMES } from "~/utils/meta";
import { env } from "./env.server";

// How mail leaves the process (issue 35): over SMTP when SMTP_URL is set, else as .eml files in DATA_DIR/mail,
// so the quick start shows every message (the admin's Outbox tab lists them) without a mail server.

/** One rendered message, as the outbox holds it. */
export interface OutgoingMail {
  id: number;
  createdAt: Date;
  recipient: string;
  recipientName: string;
  replyTo: string | null;
  replyToName: string;
  language: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  listUnsubscribe: string | null;
}

/** Sends one message and answers the Message-ID it went out with; throws what the server or connection said. */
export type Deliver = (mail: OutgoingMail) => Promise<string>;

// A server that stops answering mid-message must not hold the sender longer than its claim on the row
// (mail-sender.server.ts), or another process would take the message while this one still sends it.
const SMTP_TIMEOUT_MS = 30_000;

// CR, LF and other controls end a header line: a name or subject holding one could add headers of its own.
// nodemailer encodes header values too; this keeps what we hand it one line whatever it does.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u001f\u007f\u2028\u2029]+/g;
export function headerSafe(value: string) {
  return value.replace(CONTROLS, " ").trim().slice(0, 200);
}

function hostOf(address: string) {
  return address.slice(address.lastIndexOf("@") + 1) || "localhost";
}

/**
 * The message as nodemailer takes it. The Message-ID is the outbox row's, so a message sent again after a
 * crash between the server's "250 OK" and the row's update carries the same id, which mail systems
 * recognise as one message.
 */
export function composeMail(mail: OutgoingMail, from = env.MAIL_FROM) {
  const messageId = `<outbox-${mail.id}-${mail.createdAt.getTime()}@${hostOf(from)}>`;
  return {
    messageId,
    options: {
      from: { name: headerSafe(nameOfSite(mail.language)), address: from },
      to: { name: headerSafe(mail.recipientName), address: mail.recipient },
      ...(mail.replyTo ? { replyTo: { name: headerSafe(mail.replyToName), address: mail.replyTo } } : {}),
      subject: headerSafe(mail.subject),
      text: mail.textBody,
      html: mail.htmlBody,
      messageId,
      date: new Date(),
      headers: {
        "Content-Language": mail.language,
        "Auto-Submitted": "auto-generated",
        // One-click unsubscribing (RFC 8058): mail clients POST "List-Unsubscribe=One-Click" to the URL.
        ...(mail.listUnsubscribe
          ? { "List-Unsubscribe": `<${mail.listUnsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" }
          : {}),
      },
      // Addresses with a name holding "<" or a comma are not parsed into more recipients: only the objects above count.
      disableFileAccess: true,
      disableUrlAccess: true,
    } satisfies SendMailOptions,
  };
}

function nameOfSite(language: string) {
  return SITE_NAMES[language === "ar" ? "ar" : "en"];
}

/** Delivery over SMTP: one pooled connection reused for every message, reopened when the server drops it. */
export function smtpDeliver(url: string, from = env.MAIL_FROM): Deliver {
  const transport: Transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 1,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
    // nodemailer logs nothing unless told: the messages' addresses and contents stay out of the logs.
    logger: false,
  } as TransportOptions);
  return async (mail) => {
    const { messageId, options } = composeMail(mail, from);
    await transport.sendMail(options);
    return messageId;
  };
}

/** Delivery into a folder: each message is `<id>.eml`, so a message written twice is still one file. */
export function fileDeliver(folder: string, from = env.MAIL_FROM): Deliver {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return async (mail) => {
    const { messageId, options } = composeMail(mail, from);
    const info = await transport.sendMail(options);
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, `${String(mail.id).padStart(8, "0")}.eml`), info.message as Buffer);
    return messageId;
  };
}

/** Where mail goes by the environment: SMTP_URL's server, or DATA_DIR/mail. */
export function mailFolder() {
  return path.join(env.DATA_DIR, "mail");
}
export function deliverFromEnv(): Deliver {
  return env.SMTP_URL ? smtpDeliver(env.SMTP_URL) : fileDeliver(mailFolder());
}
