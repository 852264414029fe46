import { IconCreditCard, IconFileInvoice, IconReceipt } from '@tabler/icons-react';
import { defineWebArea } from '../../app/areas/web-area';

export const billingPaths = {
  /** A new bill; `?patientId=` starts it for that patient. */
  newBill: '/billing/new',
  newBillFor: (patientId: number) => `/billing/new?patientId=${patientId}`,
  list: '/bills',
  bill: (id: number | string) => `/bills/${id}`,
  /** spec 001 §3 'Bill attachments, new window: /downloadBillingAttachment/ with billId'. */
  attachments: '/downloadBillingAttachment',
  attachmentsOf: (billId: number) => `/downloadBillingAttachment?billId=${billId}`,
  cardTypes: '/settings/privilege-cards',
} as const;

export const billingArea = defineWebArea({
  name: 'billing',
  // The new bill finds its patient with the patients area's search and look-ups; the bill page
  // prints its samples' labels.
  alsoTexts: ['patients', 'branches', 'sample-labels'],
  routes: [
    {
      path: billingPaths.newBill,
      permission: 'billing.create',
      load: async () => (await import('./pages/NewBillPage')).NewBillPage,
    },
    {
      path: billingPaths.list,
      permission: 'billing.view',
      load: async () => (await import('./pages/BillsPage')).BillsPage,
    },
    {
      path: billingPaths.bill(':billId'),
      permission: 'billing.view',
      load: async () => (await import('./pages/BillPage')).BillPage,
    },
    {
      path: billingPaths.attachments,
      permission: 'billing.view',
      load: async () => (await import('./pages/BillAttachmentsPage')).BillAttachmentsPage,
    },
    {
      path: billingPaths.cardTypes,
      permission: 'privilegeCards.manage',
      load: async () => (await import('./pages/PrivilegeCardTypesPage')).PrivilegeCardTypesPage,
    },
  ],
  nav: [
    {
      to: billingPaths.newBill,
      label: 'nav.newBill',
      icon: IconReceipt,
      section: 'main',
      permission: 'billing.create',
      order: 40,
    },
    {
      to: billingPaths.list,
      label: 'nav.bills',
      icon: IconFileInvoice,
      section: 'main',
      permission: 'billing.view',
      order: 50,
    },
    {
      to: billingPaths.cardTypes,
      label: 'nav.privilegeCards',
      icon: IconCreditCard,
      section: 'settings',
      permission: 'privilegeCards.manage',
      order: 30,
    },
  ],
});
