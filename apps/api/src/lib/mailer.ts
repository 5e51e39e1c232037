import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

let transport: nodemailer.Transporter | undefined;

/** Sends through SMTP_URL; callers only call this when it is configured. */
export const sendMail = async (
  config: Config,
  mail: { to: string; subject: string; text: string },
) => {
  if (!config.smtpUrl) throw new Error('SMTP_URL is not set');
  transport ??= nodemailer.createTransport(config.smtpUrl);
  await transport.sendMail({ from: config.smtpFrom, ...mail });
};
