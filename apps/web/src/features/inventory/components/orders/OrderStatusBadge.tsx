import type { DepartmentOrderStatus } from '@lims/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const colours = { open: 'blue', received: 'teal', cancelled: 'gray' } as const;

export function OrderStatusBadge({ status }: { status: DepartmentOrderStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={colours[status]} radius="sm">
      {t(`inventory.orders.statuses.${status}`)}
    </Badge>
  );
}
