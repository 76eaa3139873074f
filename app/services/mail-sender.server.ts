import { expireUnconfirmedAlerts, queueAlertDigests } from "~/models/alerts.server";
import { expireUnconfirmedSubscribers } from "~/models/newsletter.server";
import { type ClaimedMail, claimDueMail, markNotSent, markSent, releaseClaimed } from "~/models/outbox.server";
import { beforeDatabaseClose } from "./db.server";
import { faultCode } from "./faults.server";
import { logger } from "./logger.server";
import { type Deliver, deliverFromEnv } from "./mailer.server";
import { processState } from "./process-state.server";

// The sender (issue 35, docs/decisions/0029-outbox.md): a loop in every server process that claims due
// messages from the outbox, delivers them one after another and records the outcome. On PostgreSQL every
// worker of every instance runs one; SKIP LOCKED claims keep them off each other's messages.

// How often the sender also deletes newsletter sign-ups and search alerts never confirmed (they expire after 7 days).
const HOUSEKEEPING_MS = 60 * 60_000;
// How often it looks for search alerts due for their daily digest (one indexed query when none is).
const DIGESTS_MS = 5 * 60_000;

export interface SenderOptions {
  deliver: Deliver;
  /** Between looks at an empty queue. */
  pollMs: number;
  /** The first retry's delay; each next one doubles, up to maxRetryMs. */
  firstRetryMs: number;
  maxRetryMs: number;
  /** A message not delivered this long after it was queued is given up (failed, shown in the Outbox tab). */
  giveUpMs: number;
  /** How long a claim holds: past it, a message whose sender died is taken by another. Longer than a send can last. */
  claimMs: number;
  batch: number;
  /** Whether it looks at the queue on its own (tests drain it by hand). */
  loop: boolean;
  /** The time search alert digests go by (tests move it a day on). */
  clock: () => Date;
}

export const DEFAULT_SENDER_OPTIONS: Omit<SenderOptions, "deliver"> = {
  pollMs: 1_000,
  firstRetryMs: 15_000,
  // A mail server back after an outage gets every waiting message within five minutes.
  maxRetryMs: 5 * 60_000,
  giveUpMs: 2 * 24 * 60 * 60_000,
  // Well past the SMTP timeouts (mailer.server.ts): a send still running is never taken over.
  claimMs: 2 * 60_000,
  batch: 10,
  loop: true,
  clock: () => new Date(),
};

/** The delay before attempt number `attempts + 1`, after `attempts` failed ones: doubling, capped. */
export function retryDelay(attempts: number, { firstRetryMs, maxRetryMs }: Pick<SenderOptions, "firstRetryMs" | "maxRetryMs">) {
  return Math.min(maxRetryMs, firstRetryMs * 2 ** Math.max(0, attempts - 1));
}

/** What the server said (its reply line) or the connection's error code: kept on the row, never a message's content. */
function describe(error: unknown) {
  const { response, code } = (error ?? {}) as { response?: string; code?: string };
  if (response) return response.split("\n")[0]!;
  return code ?? (error instanceof Error ? error.name : "error");
}

// A 5xx reply to the message (a rejected recipient, a message refused for good) will not change by trying again.
function isPermanent(error: unknown) {
  const { responseCode } = (error ?? {}) as { responseCode?: number };
  return typeof responseCode === "number" && responseCode >= 500;
}

export interface MailSender {
  /** Runs one round now: claims what is due and delivers it (tests; the loop calls it too). */
  drain(): Promise<number>;
  /** Finishes the message in hand, hands the rest of its claim back, and stops. */
  stop(): Promise<void>;
}

export function createMailSender(options: Partial<SenderOptions> & Pick<SenderOptions, "deliver">): MailSender {
  const settings: SenderOptions = { ...DEFAULT_SENDER_OPTIONS, ...options };
  let stopping = false;
  let running: Promise<number> = Promise.resolve(0);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failing = false;
  let lastHousekeeping = 0;
  let lastDigests = Number.NEGATIVE_INFINITY;

  async function deliverOne(mail: ClaimedMail) {
    try {
      const messageId = await settings.deliver(mail);
      await markSent(mail.id, messageId);
    } catch (error) {
      const age = Date.now() - mail.createdAt.getTime();
      const delayMs = retryDelay(mail.attempts, settings);
      const giveUp = isPermanent(error) || age + delayMs > settings.giveUpMs;
      await markNotSent(mail.id, describe(error), { giveUp, delayMs });
      // Only the kind, the attempt and the server's code: the address and the content stay out of the logs.
      logger.warn({
        event: giveUp ? "mail_failed" : "mail_retry",
        outboxId: mail.id,
        kind: mail.kind,
        attempts: mail.attempts,
        code: (error as { code?: string }).code,
        responseCode: (error as { responseCode?: number }).responseCode,
        ...(giveUp ? {} : { retryInMs: delayMs }),
      });
    }
  }

  async function round() {
    if (Date.now() - lastHousekeeping >= HOUSEKEEPING_MS) {
      lastHousekeeping = Date.now();
      await expireUnconfirmedSubscribers();
      await expireUnconfirmedAlerts();
    }
    // By the clock digests go by, so a test that moves it a day on gets that day's digests at once.
    const now = settings.clock();
    if (now.getTime() - lastDigests >= DIGESTS_MS) {
      lastDigests = now.getTime();
      await queueAlertDigests(now);
    }
    const claimed = await claimDueMail(settings.batch, settings.claimMs);
    for (const [index, mail] of claimed.entries()) {
      if (stopping) {
        await releaseClaimed(claimed.slice(index).map((row) => row.id));
        break;
      }
      await deliverOne(mail);
    }
    return claimed.length;
  }

  function drain() {
    running = running.then(round, round);
    return running;
  }

  function schedule(delayMs: number) {
    if (stopping) return;
    timer = setTimeout(() => {
      drain().then(
        (claimed) => {
          if (failing) logger.info({ event: "mail_sender_resumed" });
          failing = false;
          // A full batch means more may be waiting: go on at once.
          schedule(claimed >= settings.batch ? 0 : settings.pollMs);
        },
        (error: unknown) => {
          // The database is away (or the claim failed): logged once, tried again at the poll's pace.
          if (!failing) logger.warn({ event: "mail_sender_paused", code: faultCode(error) });
          failing = true;
          schedule(settings.pollMs * 5);
        },
      );
    }, delayMs);
    // The loop alone does not keep a process alive.
    timer.unref();
  }

  if (settings.loop) schedule(0);
  return {
    drain,
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await running.catch(() => 0);
    },
  };
}

/**
 * Starts this process's sender once (the server, after its database opened). At SIGTERM it finishes the
 * message in hand and hands back the rest before the database closes.
 */
export function startMailSender() {
  return processState("mailSender", () => {
    const sender = createMailSender({ deliver: deliverFromEnv() });
    beforeDatabaseClose(() => sender.stop());
    return sender;
  });
}
