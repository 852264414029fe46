import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useCan } from '../../../app/session/access';
import { billingPaths } from '../area';

/** A bill's number in a list of another area: a link to the bill for those who may open bills, else the number alone. */
export function BillNumberLink({ bill }: { bill: { id: number; labBillId: string } }) {
  const allowed = useCan();
  return allowed('billing.view') ? (
    <Anchor component={Link} to={billingPaths.bill(bill.id)} size="sm" ff="monospace">
      {bill.labBillId}
    </Anchor>
  ) : (
    <Text size="sm" ff="monospace">
      {bill.labBillId}
    </Text>
  );
}
