import { describe, expect, it } from 'vitest';
import { auditChangeRows } from './audit-changes';

describe('auditChangeRows', () => {
  it('flattens nested changed keys into one row per field, before beside after', () => {
    expect(
      auditChangeRows(
        { communication: { sms: { billingSms: false }, whatsAppVariantTriggerList: [1] } },
        { communication: { sms: { billingSms: true }, whatsAppVariantTriggerList: [1, 2] } },
      ),
    ).toEqual([
      { field: 'communication.sms.billingSms', before: 'false', after: 'true' },
      { field: 'communication.whatsAppVariantTriggerList', before: '[1]', after: '[1,2]' },
    ]);
  });

  it('leaves the side empty that had no value, and shows text as it is', () => {
    expect(auditChangeRows(null, { fullName: 'Ravi Kumar', email: null })).toEqual([
      { field: 'fullName', before: null, after: 'Ravi Kumar' },
      { field: 'email', before: null, after: 'null' },
    ]);
  });
});
