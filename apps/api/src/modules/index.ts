import { bankPostJob } from './bank-import/bank-post-job.ts';
import { moveInJob } from './move-in/move-in-job.ts';
import { moveInRoutes } from './move-in/move-in.routes.ts';
import { moveInUndoJob } from './move-in/move-in-undo-job.ts';
import type { FastifyInstance } from 'fastify';
import type { JobHandlers } from '../jobs/job-types.ts';
import { jobRoutes } from './jobs/jobs.routes.ts';
import { roundRoutes } from './rounds/rounds.routes.ts';
import { readingRoutes } from './readings/readings.routes.ts';
import { checkRoutes } from './readings/check.routes.ts';
import { routeSheetRoutes } from './readings/route-sheet.routes.ts';
import { readingImportRoutes } from './readings-import/reading-import.routes.ts';
import { billingRoutes } from './billing/billing.routes.ts';
import { billingJob } from './billing/billing-job.ts';
import { billingPreviewJob } from './billing/billing-preview-job.ts';
import { receiptBookRoutes } from './receipts/receipt-books.routes.ts';
import { receiptRoutes } from './receipts/receipts.routes.ts';
import { p32Routes } from './receipts/p32.routes.ts';
import { bankImportRoutes } from './bank-import/bank-import.routes.ts';
import { paymentCheckRoutes } from './payment-check/payment-check.routes.ts';
import { debtRoutes } from './debt/debt.routes.ts';
import { noticeJob } from './debt/notice-issue-job.ts';
import { debtorRoutes } from './debtors/debtors.routes.ts';
import { dashboardRoutes } from './dashboard/dashboard.routes.ts';
import { depositRoutes } from './deposits/deposits.routes.ts';
import { productionRoutes } from './production/production.routes.ts';
import { waterCostRoutes } from './water-cost/water-cost.routes.ts';
import { waterLossRoutes } from './water-loss/water-loss.routes.ts';
import { cashBookRoutes } from './cash-book/cash-book.routes.ts';
import { waterUserImportJob } from './water-users-import/import-job.ts';
import { accessRequestRoutes } from './access/access-requests.routes.ts';
import { passwordResetRoutes } from './access/password-resets.routes.ts';
import { auditRoutes } from './audit/audit.routes.ts';
import { basicRoutes } from './basic/basic.routes.ts';
import { discountEntitlementRoutes } from './discount-entitlements/discount-entitlements.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { backupRoutes } from './backup/backup.routes.ts';
import { meterChangeRoutes } from './meters/meter-change.routes.ts';
import { meterRoutes } from './meters/meters.routes.ts';
import { meterStockRoutes } from './meter-stock/meter-stock.routes.ts';
import { meterWorkRoutes } from './meter-work/meter-work.routes.ts';
import { officeRoutes } from './offices/offices.routes.ts';
import { officerRoutes } from './officers/officers.routes.ts';
import { orgAdminRoutes } from './orgs/org-admin.routes.ts';
import { orgRoutes } from './orgs/org.routes.ts';
import { contactCardRoutes } from './orgs/contact-card.routes.ts';
import { routeOrderRoutes } from './route-order/route-order.routes.ts';
import { reportRoutes } from './reports/reports.routes.ts';
import { incomeRoutes } from './income/income.routes.ts';
import { requestAttachmentRoutes } from './requests/request-attachments.routes.ts';
import { requestPriceItemRoutes } from './requests/price-items.ts';
import { requestRoutes } from './requests/requests.routes.ts';
import { holderRoutes } from './requests/water-user-holders.ts';
import { contractTemplateRoutes } from './requests/contract-template.ts';
import { requestDocumentRoutes } from './requests/request-documents.routes.ts';
import { setupRoutes } from './setup/setup.routes.ts';
import { waterUserRoutes } from './water-users/water-users.routes.ts';
import { waterUserImportRoutes } from './water-users-import/import.routes.ts';

/** Every feature module, registered once; a module is one folder. */
export const registerModules = async (app: FastifyInstance) => {
  await app.register(healthRoutes);
  await app.register(backupRoutes);
  await app.register(setupRoutes);
  await app.register(authRoutes);
  await app.register(orgRoutes);
  await app.register(contactCardRoutes);
  await app.register(orgAdminRoutes);
  await app.register(officeRoutes);
  await app.register(officerRoutes);
  await app.register(accessRequestRoutes);
  await app.register(passwordResetRoutes);
  await app.register(auditRoutes);
  await app.register(basicRoutes);
  await app.register(waterUserRoutes);
  await app.register(meterRoutes);
  await app.register(meterChangeRoutes);
  await app.register(meterStockRoutes);
  await app.register(meterWorkRoutes);
  await app.register(productionRoutes);
  await app.register(waterCostRoutes);
  await app.register(waterLossRoutes);
  await app.register(discountEntitlementRoutes);
  await app.register(routeOrderRoutes);
  await app.register(waterUserImportRoutes);
  await app.register(reportRoutes);
  await app.register(incomeRoutes);
  await app.register(jobRoutes);
  await app.register(dashboardRoutes);
  await app.register(roundRoutes);
  await app.register(readingRoutes);
  await app.register(checkRoutes);
  await app.register(routeSheetRoutes);
  await app.register(readingImportRoutes);
  await app.register(billingRoutes);
  await app.register(receiptBookRoutes);
  await app.register(receiptRoutes);
  await app.register(p32Routes);
  await app.register(bankImportRoutes);
  await app.register(paymentCheckRoutes);
  await app.register(debtRoutes);
  await app.register(debtorRoutes);
  await app.register(requestRoutes);
  await app.register(depositRoutes);
  await app.register(cashBookRoutes);
  await app.register(holderRoutes);
  await app.register(requestPriceItemRoutes);
  await app.register(requestDocumentRoutes);
  await app.register(contractTemplateRoutes);
  await app.register(requestAttachmentRoutes);
  await app.register(moveInRoutes);
};

/** The long work each module hands the job runner, by kind. */
export const jobHandlers = (config: { importBatchRows: number }): JobHandlers => ({
  'water-user-import': waterUserImportJob(config.importBatchRows),
  'billing-run': billingJob(),
  'billing-preview': billingPreviewJob(),
  'debt-notices': noticeJob(),
  'bank-file': bankPostJob(config.importBatchRows),
  'move-in': moveInJob(config.importBatchRows),
  'move-in-undo': moveInUndoJob(),
});
