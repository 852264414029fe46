import { defineArea } from '../../platform/areas/area.js';
import type { ServiceDeps, ServiceRegistry } from '../../services.js';
import { billAttachmentsRoutes } from './bill-attachments.routes.js';
import { type BillAttachmentsService, createBillAttachmentsService } from './bill-attachments.service.js';
import { createBillChanges } from './bill-changes.js';
import { type BillLifecycleService, createBillLifecycleService } from './bill-lifecycle.service.js';
import { billReceiptRoutes } from './bill-receipt.routes.js';
import { type BillReceiptService, createBillReceiptService } from './bill-receipt.service.js';
import { billsRoutes } from './bills.routes.js';
import { type BillsService, createBillsService } from './bills.service.js';
import { paymentsRoutes } from './payments.routes.js';
import { type BillPaymentsService, createBillPaymentsService } from './payments.service.js';
import { privilegeCardTypesRoutes } from './privilege-card-types.routes.js';
import { createPrivilegeCardTypesService, type PrivilegeCardTypesService } from './privilege-card-types.service.js';
import { privilegeCardsRoutes } from './privilege-cards.routes.js';
import { createPrivilegeCardsService, type PrivilegeCardsService } from './privilege-cards.service.js';

declare module '../../services.js' {
  interface ServiceRegistry {
    bills: BillsService;
    billPayments: BillPaymentsService;
    billLifecycle: BillLifecycleService;
    privilegeCardTypes: PrivilegeCardTypesService;
    privilegeCards: PrivilegeCardsService;
    billAttachments: BillAttachmentsService;
    billReceipts: BillReceiptService;
  }
}

/** The one way a bill changes after it is made (bill-changes.ts), for the payments and the lifecycle. */
const billChanges = ({ db, services }: Pick<ServiceDeps, 'db'> & { services: ServiceRegistry }) =>
  createBillChanges({ db, bills: services.bills });

/**
 * Bills, their payments, privilege cards, bill attachments and receipts (DESIGN.md areas).
 * Each part adds its service to the registry below and its routes to the list.
 */
export const billingArea = defineArea({
  name: 'billing',
  services: {
    bills: ({ services, ...deps }) =>
      createBillsService({
        ...deps,
        // A collection centre bills only its own organisation's patients, as it reaches only them.
        access: services.recordsAccess,
        accounts: services.accounts,
        branches: services.branches,
        counters: services.counters,
        doctors: services.doctors,
        labs: services.labs,
        labReports: services.labReports,
        labTests: services.labTests,
        labUsers: services.labUsers,
        organisations: services.organisations,
        outsourceCentres: services.outsourceCentres,
        privilegeCards: services.privilegeCards,
        samples: services.samples,
      }),
    billPayments: (deps) =>
      createBillPaymentsService({ ...deps, labs: deps.services.labs, changeBill: billChanges(deps) }),
    billLifecycle: (deps) =>
      createBillLifecycleService({
        ...deps,
        labs: deps.services.labs,
        labReports: deps.services.labReports,
        samples: deps.services.samples,
        changeBill: billChanges(deps),
      }),
    privilegeCardTypes: (deps) => createPrivilegeCardTypesService(deps),
    privilegeCards: ({ services, ...deps }) =>
      createPrivilegeCardsService({
        ...deps,
        counters: services.counters,
        labs: services.labs,
        patients: services.patients,
      }),
    billAttachments: ({ db, services }) =>
      createBillAttachmentsService({ db, bills: services.bills, files: services.files, labUsers: services.labUsers }),
    billReceipts: ({ now, services }) =>
      createBillReceiptService({
        now,
        bills: services.bills,
        labs: services.labs,
        labProfile: services.labProfile,
        translations: services.translations,
        documents: services.documents,
      }),
  },
  routes: [
    billsRoutes,
    paymentsRoutes,
    privilegeCardTypesRoutes,
    privilegeCardsRoutes,
    billAttachmentsRoutes,
    billReceiptRoutes,
  ],
});
