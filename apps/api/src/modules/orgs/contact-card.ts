import type { TFunction } from 'i18next';
import { EMPTY_CONTACT_CARD, type PublicContactCard } from '@prapa/contracts';
import type { Tx } from '../../db/tenant.ts';
import { notFound } from '../../lib/app-error.ts';
import { findOrg, type OrgRow } from './org.repo.ts';

type CardSource = Pick<
  OrgRow,
  'nameTh' | 'address' | 'phone' | 'email' | 'bankAccounts' | 'logoDataUrl' | 'contactCard'
>;

/** A plain link to the map point: no QR, a clerk can read it out or type it. */
export const mapUrlOf = (lat: number, lng: number) =>
  `https://www.google.com/maps?q=${lat.toFixed(6)},${lng.toFixed(6)}`;

/**
 * The card as customers see it: blanks take the organisation's own name, address, phone
 * and e-mail, so an organisation that never filled the card still prints a useful one.
 * The transfer account is looked up among the bank accounts (one removed since: none).
 */
export const publicCardOf = (org: CardSource): PublicContactCard => {
  const card = { ...EMPTY_CONTACT_CARD, ...org.contactCard };
  const account = card.transferAccountNo
    ? org.bankAccounts.find((a) => a.accountNo === card.transferAccountNo)
    : undefined;
  const point = card.lat !== null && card.lng !== null ? { lat: card.lat, lng: card.lng } : null;
  return {
    orgName: org.nameTh,
    officeName: card.officeName ?? org.nameTh,
    address: card.address ?? org.address,
    hours: card.hours,
    phones: card.phones.length > 0 ? card.phones : org.phone ? [org.phone] : [],
    lineId: card.lineId,
    email: card.email ?? org.email,
    lat: point?.lat ?? null,
    lng: point?.lng ?? null,
    mapUrl: point ? mapUrlOf(point.lat, point.lng) : null,
    transferAccount: account
      ? {
          bank: account.bank,
          accountNo: account.accountNo,
          accountName: account.accountName,
          branch: account.branch ?? null,
        }
      : null,
    logoDataUrl: org.logoDataUrl,
  };
};

export const contactCardOf = async (tx: Tx, orgId: string) => {
  const org = await findOrg(tx, orgId);
  if (!org) throw notFound();
  return publicCardOf(org);
};

/**
 * The card's essentials on one line for a bill's foot: phones, LINE, hours and the
 * account for transfers. Null when there is nothing beyond what the bill's header
 * already prints (the organisation's address and phone).
 */
export const contactFooter = (card: PublicContactCard, t: TFunction): string | null => {
  const parts = [
    card.phones.length > 0 ? t('server:contact.phone', { phone: card.phones.join(', ') }) : '',
    card.lineId ? t('server:contact.line', { line: card.lineId }) : '',
    card.hours ? t('server:contact.hours', { hours: card.hours.replace(/\s*\n\s*/g, ' ') }) : '',
    card.transferAccount
      ? t('server:contact.transfer', {
          bank: card.transferAccount.bank,
          accountNo: card.transferAccount.accountNo,
          accountName: card.transferAccount.accountName,
        })
      : '',
  ].filter(Boolean);
  const extra = card.lineId || card.hours || card.transferAccount;
  return extra ? `${t('server:contact.footer')} ${parts.join(' · ')}` : null;
};
