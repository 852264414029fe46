import { describe, expect, it } from 'vitest';
import { changeRequestIssues } from './change-request-rules.js';

const context = { today: '2025-06-15', isoCode: 'IN' };

// spec 000 §4 line 134: "Patient info change request: Accept (value 1) or Reject (value 0)"; the
// requested values obey the update rules of §5 lines 157-159 and the registration messages of line 151.
describe('changeRequestIssues (spec 000 §4 change request, §5 rules)', () => {
  it('accepts a valid request and checks only the fields it names', () => {
    expect(changeRequestIssues({ fullName: 'Asha Rao', email: 'asha@example.com', city: 'Pune' }, context)).toEqual([]);
    expect(changeRequestIssues({}, context)).toEqual([]);
  });

  it("refuses a name or a gender taken away with the registration form's words", () => {
    expect(changeRequestIssues({ fullName: '  ', gender: null }, context)).toEqual([
      { field: 'fullName', messageKey: 'patientNameRequired' },
      { field: 'gender', messageKey: 'genderRequired' },
    ]);
  });

  it("refuses a date of birth after today: 'DOB cannot be after today'", () => {
    expect(changeRequestIssues({ dateOfBirth: '2025-06-16' }, context)).toEqual([
      { field: 'dateOfBirth', messageKey: 'dateOfBirthNotValid' },
    ]);
    expect(changeRequestIssues({ dateOfBirth: '2025-02-30' }, context)).toHaveLength(1);
    expect(changeRequestIssues({ dateOfBirth: '2025-06-15' }, context)).toEqual([]);
  });

  it('refuses e-mails without text@text and a mobile that is not one of the country', () => {
    expect(
      changeRequestIssues({ email: 'asha', alternateEmail: 'a@', alternateMobile: '12345' }, context).map(
        (issue) => issue.messageKey,
      ),
    ).toEqual(['emailNotValid', 'alternateEmailNotValid', 'alternateMobileNotValid']);
    expect(changeRequestIssues({ alternateMobile: '98765 43210' }, context)).toEqual([]);
  });

  it('lets optional details be cleared', () => {
    expect(changeRequestIssues({ email: null, alternateMobile: null, area: null }, context)).toEqual([]);
  });
});
