import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import { clinicalVisit } from '../test-cardiac';
import { CardiacScoreBadge } from './CardiacScoreBadge';

const { fetchMock } = stubApi();

// spec 000 §2 'Patient header card: … cardiac risk score'; issue 9: "the latest score with its band colour".
describe("The patient card's cardiac score", () => {
  it('is the latest score with its band, even when a visit without a score came after it', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        items: [
          clinicalVisit(3, '2025-06-10', null),
          clinicalVisit(2, '2025-03-01', 12.4),
          clinicalVisit(1, '2024-12-01', 4.2),
        ],
      }),
    );
    renderPage(<CardiacScoreBadge patientId={42} />);
    const badge = await screen.findByText('12.4%');
    expect(badge.closest('.mantine-Badge-root')?.textContent).toBe('12.4% Critical');
    expect(badge.closest('.mantine-Badge-root')?.getAttribute('style')).toContain('red');
  });

  it('is an empty mark without any score', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { items: [clinicalVisit(1, '2025-03-01', null)] }));
    renderPage(<CardiacScoreBadge patientId={42} />);
    expect(await screen.findByText('-')).toBeTruthy();
    expect(screen.queryByText(/%/)).toBeNull();
  });
});
