/**
 * Every screen, lazy-loaded (one chunk each). A main-layout route with no entry in
 * `mainScreens` shows PlannedRoutePage until its issue lands.
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyWithRetry } from './lazy-with-retry.ts';

type Screen = LazyExoticComponent<ComponentType>;

/** The shell itself is a chunk: the sign-in pages do not download the menu and top bar. */
export const MainLayout = lazyWithRetry(() =>
  import('../layout/main-layout.tsx').then((m) => ({ default: m.MainLayout })),
);

export const mainScreens: Record<string, Screen> = {
  '/meter': lazyWithRetry(() =>
    import('../../features/meter/meter-page.tsx').then((m) => ({ default: m.MeterPage })),
  ),
  '/check': lazyWithRetry(() =>
    import('../../features/check/check-page.tsx').then((m) => ({ default: m.CheckPage })),
  ),
  '/prapaunit/welcome': lazyWithRetry(() =>
    import('../../features/welcome/welcome-page.tsx').then((m) => ({ default: m.WelcomePage })),
  ),
  '/profile': lazyWithRetry(() =>
    import('../../features/profile/profile-page.tsx').then((m) => ({ default: m.ProfilePage })),
  ),
  '/org': lazyWithRetry(() =>
    import('../../features/org/org-page.tsx').then((m) => ({ default: m.OrgPage })),
  ),
  '/org_admin': lazyWithRetry(() =>
    import('../../features/org-admin/org-admin-page.tsx').then((m) => ({
      default: m.OrgAdminPage,
    })),
  ),
  '/move_in': lazyWithRetry(() =>
    import('../../features/move-in/move-in-page.tsx').then((m) => ({ default: m.MoveInPage })),
  ),
  '/basic/group': lazyWithRetry(() =>
    import('../../features/offices/offices-page.tsx').then((m) => ({ default: m.OfficesPage })),
  ),
  '/basic/officer_information': lazyWithRetry(() =>
    import('../../features/officers/officers-page.tsx').then((m) => ({
      default: m.OfficersPage,
    })),
  ),
  // Basic data (issue 3).
  '/basic/area': lazyWithRetry(() =>
    import('../../features/basic/areas/areas-page.tsx').then((m) => ({ default: m.AreasPage })),
  ),
  '/basic/route': lazyWithRetry(() =>
    import('../../features/basic/routes/routes-page.tsx').then((m) => ({ default: m.RoutesPage })),
  ),
  '/basic/payment-channel': lazyWithRetry(() =>
    import('../../features/basic/payment-channels/payment-channels-page.tsx').then((m) => ({
      default: m.PaymentChannelsPage,
    })),
  ),
  '/basic/discount': lazyWithRetry(() =>
    import('../../features/basic/discounts/discounts-page.tsx').then((m) => ({
      default: m.DiscountsPage,
    })),
  ),
  '/basic/meter': lazyWithRetry(() =>
    import('../../features/basic/meter-sizes/meter-sizes-page.tsx').then((m) => ({
      default: m.MeterSizesPage,
    })),
  ),
  '/basic/type_of_user': lazyWithRetry(() =>
    import('../../features/basic/user-types/user-types-page.tsx').then((m) => ({
      default: m.UserTypesPage,
    })),
  ),
  '/basic/usage_status': lazyWithRetry(() =>
    import('../../features/basic/usage-statuses/usage-statuses-page.tsx').then((m) => ({
      default: m.UsageStatusesPage,
    })),
  ),
  '/basic/device': lazyWithRetry(() =>
    import('../../features/basic/devices/devices-page.tsx').then((m) => ({
      default: m.DevicesPage,
    })),
  ),
  // Service rounds (issue 8).
  '/operation/set_service': lazyWithRetry(() =>
    import('../../features/rounds/rounds-page.tsx').then((m) => ({ default: m.RoundsPage })),
  ),
  // Payment rounds (issue 9).
  '/operation/payment': lazyWithRetry(() =>
    import('../../features/payment/payment-page.tsx').then((m) => ({ default: m.PaymentPage })),
  ),
  // Debt alerts and notices (issue 12).
  '/operation/payment_alert': lazyWithRetry(() =>
    import('../../features/payment-alert/payment-alert-page.tsx').then((m) => ({
      default: m.PaymentAlertPage,
    })),
  ),
  '/report_p32': lazyWithRetry(() =>
    import('../../features/p32/p32-page.tsx').then((m) => ({ default: m.P32Page })),
  ),
  // The income report and the report centre (issue 27).
  '/pdf_report': lazyWithRetry(() =>
    import('../../features/reports-centre/reports-page.tsx').then((m) => ({
      default: m.ReportsPage,
    })),
  ),
  '/report_p32_daily': lazyWithRetry(() =>
    import('../../features/p32/p32-daily-page.tsx').then((m) => ({ default: m.P32DailyPage })),
  ),
  '/payment_check': lazyWithRetry(() =>
    import('../../features/payment-check/payment-check-page.tsx').then((m) => ({
      default: m.PaymentCheckPage,
    })),
  ),
  // Bank files (issue 11).
  '/excel_payment_check': lazyWithRetry(() =>
    import('../../features/bank-import/bank-import-page.tsx').then((m) => ({
      default: m.BankImportPage,
    })),
  ),
  '/receipt_books': lazyWithRetry(() =>
    import('../../features/receipt-books/receipt-books-page.tsx').then((m) => ({
      default: m.ReceiptBooksPage,
    })),
  ),
  '/operation/set_payment': lazyWithRetry(() =>
    import('../../features/payment-rounds/payment-rounds-page.tsx').then((m) => ({
      default: m.PaymentRoundsPage,
    })),
  ),
  // Billing (issue 9): a round's bills.
  '/operation/set_service/:roundId/bills': lazyWithRetry(() =>
    import('../../features/billing/round-bills-page.tsx').then((m) => ({
      default: m.RoundBillsPage,
    })),
  ),
  // Route order, meter map, water user report, meter register (issue 4).
  '/route_arrangement': lazyWithRetry(() =>
    import('../../features/route-order/route-order-page.tsx').then((m) => ({
      default: m.RouteOrderPage,
    })),
  ),
  '/meter_location': lazyWithRetry(() =>
    import('../../features/meter-map/meter-map-page.tsx').then((m) => ({
      default: m.MeterMapPage,
    })),
  ),
  '/report/use_water_user': lazyWithRetry(() =>
    import('../../features/water-user-report/water-user-report-page.tsx').then((m) => ({
      default: m.WaterUserReportPage,
    })),
  ),
  '/debtor_accounts': lazyWithRetry(() =>
    import('../../features/debtor-accounts/debtor-accounts-page.tsx').then((m) => ({
      default: m.DebtorAccountsPage,
    })),
  ),
  // Meter stock and meter work (issue 26).
  '/meter_stock': lazyWithRetry(() =>
    import('../../features/meter-stock/meter-stock-page.tsx').then((m) => ({
      default: m.MeterStockPage,
    })),
  ),
  '/meter_work': lazyWithRetry(() =>
    import('../../features/meter-work/meter-work-page.tsx').then((m) => ({
      default: m.MeterWorkPage,
    })),
  ),
  // Requests (issue 26).
  '/request': lazyWithRetry(() =>
    import('../../features/requests/requests-page.tsx').then((m) => ({ default: m.RequestsPage })),
  ),
  // Receiving money: the cash book (issue 27).
  '/receive_management': lazyWithRetry(() =>
    import('../../features/cash-book/cash-book-page.tsx').then((m) => ({
      default: m.CashBookPage,
    })),
  ),
  // Water cost and lost water, one production-data drawer between them (issue 27).
  '/water_cost': lazyWithRetry(() =>
    import('../../features/water-cost/water-cost-page.tsx').then((m) => ({
      default: m.WaterCostPage,
    })),
  ),
  '/lose_water': lazyWithRetry(() =>
    import('../../features/water-loss/water-loss-page.tsx').then((m) => ({
      default: m.WaterLossPage,
    })),
  ),
  // The utility's contact card, printed for customers (issue 27).
  '/contact_us': lazyWithRetry(() =>
    import('../../features/contact-us/contact-us-page.tsx').then((m) => ({
      default: m.ContactUsPage,
    })),
  ),
  // The meter deposit register (issue 26).
  '/meter_deposit': lazyWithRetry(() =>
    import('../../features/deposits/deposits-page.tsx').then((m) => ({
      default: m.DepositsPage,
    })),
  ),
  '/meter_register': lazyWithRetry(() =>
    import('../../features/meter-register/meter-register-page.tsx').then((m) => ({
      default: m.MeterRegisterPage,
    })),
  ),
  // Water users (issue 4).
  '/user': lazyWithRetry(() =>
    import('../../features/water-users/list/water-users-page.tsx').then((m) => ({
      default: m.WaterUsersPage,
    })),
  ),
  '/user/create': lazyWithRetry(() =>
    import('../../features/water-users/form/water-user-create-page.tsx').then((m) => ({
      default: m.WaterUserCreatePage,
    })),
  ),
  '/user/edit/:userId': lazyWithRetry(() =>
    import('../../features/water-users/form/water-user-edit-page.tsx').then((m) => ({
      default: m.WaterUserEditPage,
    })),
  ),
  '/user/import': lazyWithRetry(() =>
    import('../../features/water-users/import/water-user-import-page.tsx').then((m) => ({
      default: m.WaterUserImportPage,
    })),
  ),
};

export const PlannedRoutePage = lazyWithRetry(() =>
  import('../../components/planned-screen.tsx').then((m) => ({ default: m.PlannedRoutePage })),
);
export const PlannedMenuPage = lazyWithRetry(() =>
  import('../../components/planned-screen.tsx').then((m) => ({ default: m.PlannedMenuPage })),
);

const auth = (load: () => Promise<{ default: ComponentType }>) => lazyWithRetry(load);

export const LoginPage = auth(() =>
  import('../../features/auth/login-page.tsx').then((m) => ({ default: m.LoginPage })),
);
export const RegisterPage = auth(() =>
  import('../../features/auth/register-page.tsx').then((m) => ({ default: m.RegisterPage })),
);
export const ForgotPasswordPage = auth(() =>
  import('../../features/auth/forgot-password-page.tsx').then((m) => ({
    default: m.ForgotPasswordPage,
  })),
);
export const ResetPasswordPage = auth(() =>
  import('../../features/auth/reset-password-page.tsx').then((m) => ({
    default: m.ResetPasswordPage,
  })),
);
export const LockScreenPage = auth(() =>
  import('../../features/auth/lock-screen-page.tsx').then((m) => ({ default: m.LockScreenPage })),
);
export const CallbackPage = auth(() =>
  import('../../features/auth/callback-page.tsx').then((m) => ({ default: m.CallbackPage })),
);
export const SetupPage = auth(() =>
  import('../../features/auth/setup-page.tsx').then((m) => ({ default: m.SetupPage })),
);

type StatusPageName =
  'ComingSoonPage' | 'Error404Page' | 'Error500Page' | 'NotAuthorizedPage' | 'MaintenancePage';

const status = (name: StatusPageName) =>
  lazyWithRetry(() =>
    import('../../features/system/status-pages.tsx').then((m) => ({ default: m[name] })),
  );

export const ComingSoonPage = status('ComingSoonPage');
export const Error404Page = status('Error404Page');
export const Error500Page = status('Error500Page');
export const NotAuthorizedPage = status('NotAuthorizedPage');
export const MaintenancePage = status('MaintenancePage');
