import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

// Where the outbox's e-mails go: an SMTP server when SMTP_URL is set; otherwise `.eml` files in
// MAIL_OUTBOX_DIR, so a developer can open the message (and read the sign-up code) with no mail set-up.

export interface OutgoingEmail {
  id: string;
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
}

export interface MailTransport {
  describe: string;
  send(email: OutgoingEmail): Promise<{ location?: string }>;
}

function toMessage(email: OutgoingEmail) {
  return {
    from: email.from,
    to: email.to,
    ...(email.replyTo ? { replyTo: email.replyTo } : {}),
    subject: email.subject,
    text: email.text,
    html: email.html,
    messageId: `<${email.id}@oja.local>`,
  };
}

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    describe: "SMTP",
    async send(email) {
      await transporter.sendMail(toMessage(email));
      return {};
    },
  };
}

export function fileTransport(directory: string): MailTransport {
  const renderer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    describe: `files in ${directory}`,
    async send(email) {
      const info = await renderer.sendMail(toMessage(email));
      const file = path.join(directory, `${new Date().toISOString().replace(/[:.]/g, "-")}-${email.id}.eml`);
      // The folder is made when it is missing, not before every e-mail.
      await writeFile(file, info.message as Buffer).catch(async (error: unknown) => {
        if ((error as { code?: unknown }).code !== "ENOENT") throw error;
        await mkdir(directory, { recursive: true });
        await writeFile(file, info.message as Buffer);
      });
      return { location: file };
    },
  };
}

export function mailTransportFor(config: {
  SMTP_URL?: string | undefined;
  MAIL_OUTBOX_DIR: string;
}): MailTransport {
  return config.SMTP_URL
    ? smtpTransport(config.SMTP_URL)
    : fileTransport(path.resolve(config.MAIL_OUTBOX_DIR));
}
