/**
 * Titles of the main-layout screens (`nav:<key>`), by route pattern.
 *   pageTitleKey(pathname) → 'area' for '/basic/area', 'userEdit' for '/user/edit/42'
 *   matchPattern(pathname) → the routeTable pattern a path belongs to
 */
import { routeTable } from '@prapa/contracts';

export const pageTitleKeys: Record<string, string> = {
  '/prapaunit/welcome': 'home',
  '/profile': 'profile',
  '/org': 'orgData',
  '/org_admin': 'orgAdmin',
  '/move_in': 'moveIn',
  '/pdf_report': 'pdfReport',
  '/basic/area': 'area',
  '/basic/route': 'route',
  '/basic/payment-channel': 'paymentChannel',
  '/basic/discount': 'discount',
  '/basic/meter': 'meter',
  '/basic/type_of_user': 'typeOfUser',
  '/basic/usage_status': 'usageStatus',
  '/basic/officer_information': 'officerInformation',
  '/basic/group': 'group',
  '/basic/device': 'device',
  '/operation/set_service': 'setService',
  '/operation/set_service/:roundId/bills': 'roundBills',
  '/operation/set_payment': 'setPayment',
  '/operation/payment': 'payment',
  '/receipt_books': 'receiptRegister',
  '/operation/payment_alert': 'paymentAlert',
  '/report/use_water_user': 'useWaterUser',
  '/user': 'user',
  '/user/create': 'userCreate',
  '/user/edit/:userId': 'userEdit',
  '/user/import': 'userImport',
  '/route_arrangement': 'routeArrangement',
  '/meter_register': 'meterRegister',
  '/meter_deposit': 'meterDeposit',
  '/receive_management': 'receiveManagement',
  '/meter_stock': 'registerMeterManagement',
  '/meter_work': 'meterManagement',
  '/meter': 'metersReading',
  '/check': 'check',
  '/report_p32': 'reportP32',
  '/report_p32_daily': 'reportP32Daily',
  '/debtor_accounts': 'debtorAccounts',
  '/request': 'request',
  '/payment_check': 'paymentCheck',
  '/excel_payment_check': 'excelPaymentCheck',
  '/meter_location': 'map',
  '/water_cost': 'waterCost',
  '/lose_water': 'loseWater',
  '/contact_us': 'contactUs',
};

const segmentsMatch = (pattern: string, path: string): boolean => {
  const p = pattern.split('/');
  const s = path.split('/');
  return p.length === s.length && p.every((seg, i) => seg.startsWith(':') || seg === s[i]);
};

export const normalisePath = (pathname: string): string => pathname.replace(/\/+$/, '') || '/';

export const matchPattern = (pathname: string): string | undefined => {
  const clean = normalisePath(pathname);
  return Object.keys(routeTable).find((pattern) => segmentsMatch(pattern, clean));
};

export const pageTitleKey = (pathname: string): string | undefined => {
  const pattern = matchPattern(pathname);
  return pattern ? pageTitleKeys[pattern] : undefined;
};
