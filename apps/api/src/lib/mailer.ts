import nodemailer from 'nodemailer';

/** Where mail goes: the SMTP_URL and SMTP_FROM settings, passed in by the caller. */
export type MailSettings = { smtpUrl: string | undefined; smtpFrom: string };

let transport: nodemailer.Transporter | undefined;

/** Sends through SMTP_URL; callers only call this when it is configured. */
export const sendMail = async (
  settings: MailSettings,
  mail: { to: string; subject: string; text: string },
) => {
  if (!settings.smtpUrl) throw new Error('SMTP_URL is not set');
  transport ??= nodemailer.createTransport(settings.smtpUrl);
  await transport.sendMail({ from: settings.smtpFrom, ...mail });
};
