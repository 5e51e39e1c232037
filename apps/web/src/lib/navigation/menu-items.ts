/**
 * The sidebar menu, exactly as spec §2 lists it. Labels are `nav:<labelKey>`.
 * Which entries a reader sees is decided by canOpenRoute (use-menu.ts), never here.
 */
import { PLACEHOLDER_PATH } from './placeholder.ts';
import type { ComponentType } from 'react';
import {
  AimOutlined,
  AlertOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BookOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  ClusterOutlined,
  ContactsOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DollarOutlined,
  EnvironmentOutlined,
  FileDoneOutlined,
  FileExcelOutlined,
  FilePdfOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FundOutlined,
  GiftOutlined,
  HddOutlined,
  ImportOutlined,
  InboxOutlined,
  MoneyCollectOutlined,
  NodeIndexOutlined,
  OrderedListOutlined,
  PhoneOutlined,
  PrinterOutlined,
  ProfileOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
  SettingOutlined,
  SolutionOutlined,
  TagsOutlined,
  TeamOutlined,
  ToolOutlined,
  WalletOutlined,
} from '@ant-design/icons';

export type MenuLeaf = {
  kind: 'leaf';
  key: string;
  labelKey: string;
  /** `orgData` is resolved per position by orgDataPath; every other entry names its path. */
  path: string;
  icon: ComponentType;
};
export type MenuGroup = {
  kind: 'group';
  key: string;
  labelKey: string;
  icon: ComponentType;
  children: MenuLeaf[];
};
export type MenuEntry = MenuLeaf | MenuGroup;

const leaf = (key: string, path: string, icon: ComponentType): MenuLeaf => ({
  kind: 'leaf',
  key,
  labelKey: key,
  path,
  icon,
});

export const ORG_DATA_KEY = 'orgData';

export { PLACEHOLDER_PATH };

export const menuEntries: MenuEntry[] = [
  leaf(ORG_DATA_KEY, '/org', BankOutlined),
  leaf('moveIn', '/move_in', ImportOutlined),
  {
    kind: 'group',
    key: 'basicData',
    labelKey: 'basicData',
    icon: DatabaseOutlined,
    children: [
      leaf('area', '/basic/area', EnvironmentOutlined),
      leaf('route', '/basic/route', NodeIndexOutlined),
      leaf('routeArrangement', '/route_arrangement', OrderedListOutlined),
      leaf('paymentChannel', '/basic/payment-channel', CreditCardOutlined),
      leaf('discount', '/basic/discount', GiftOutlined),
      leaf('meter', '/basic/meter', DashboardOutlined),
      leaf('typeOfUser', '/basic/type_of_user', TagsOutlined),
      leaf('usageStatus', '/basic/usage_status', CheckSquareOutlined),
      leaf('officerInformation', '/basic/officer_information', TeamOutlined),
      leaf('group', '/basic/group', ApartmentOutlined),
      leaf('device', '/basic/device', PrinterOutlined),
    ],
  },
  {
    kind: 'group',
    key: 'operation',
    labelKey: 'operation',
    icon: SettingOutlined,
    children: [
      leaf('setService', '/operation/set_service', CalendarOutlined),
      leaf('setPayment', '/operation/set_payment', ScheduleOutlined),
      leaf('payment', '/operation/payment', DollarOutlined),
      leaf('receiptRegister', '/receipt_books', BookOutlined),
      leaf('paymentAlert', '/operation/payment_alert', AlertOutlined),
    ],
  },
  {
    kind: 'group',
    key: 'report',
    labelKey: 'report',
    icon: BarChartOutlined,
    children: [
      leaf('pdfReport', '/pdf_report', FilePdfOutlined),
      leaf('useWaterUser', '/report/use_water_user', FileSearchOutlined),
      leaf('meterRegister', '/meter_register', HddOutlined),
      leaf('meterDeposit', '/meter_deposit', SafetyCertificateOutlined),
    ],
  },
  leaf('user', '/user', ContactsOutlined),
  leaf('metersReading', '/meter', ReadOutlined),
  leaf('check', '/check', AuditOutlined),
  leaf('paymentCheck', '/payment_check', FileDoneOutlined),
  leaf('excelPaymentCheck', '/excel_payment_check', FileExcelOutlined),
  leaf('reportP32', '/report_p32', FileTextOutlined),
  leaf('reportP32Daily', '/report_p32_daily', ProfileOutlined),
  leaf('debtorAccounts', '/debtor_accounts', WalletOutlined),
  leaf('request', '/request', SolutionOutlined),
  leaf('receiveManagement', '/receive_management', MoneyCollectOutlined),
  leaf('registerMeterManagement', '/meter_stock', InboxOutlined),
  leaf('meterManagement', '/meter_work', ToolOutlined),
  leaf('waterCost', '/water_cost', FundOutlined),
  leaf('loseWater', '/lose_water', ClusterOutlined),
  leaf('contactUs', '/contact_us', PhoneOutlined),
  leaf('map', '/meter_location', AimOutlined),
];

/** Icons for pages that are not menu entries (search, bookmarks). */
export const extraPageIcons: Record<string, ComponentType> = {
  '/prapaunit/welcome': AppstoreOutlined,
  '/profile': ProfileOutlined,
};
