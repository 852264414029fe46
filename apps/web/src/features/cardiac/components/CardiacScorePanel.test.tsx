import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../app/i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { predictionWith } from '../test-cardiac';
import { CardiacScorePanel } from './CardiacScorePanel';

const section = (name: string) => screen.getByRole('region', { name });

// spec 000 §2 'Cardiac Risk Score report panel'.
describe('The Cardiac Risk Score report panel', () => {
  it('has the spec’s seven parts, in its words', () => {
    renderWithProviders(<CardiacScorePanel prediction={predictionWith(12.4)} dateOfVisit="2025-05-21" />);
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Cardiac Scale',
      'Reference Range',
      'Top Modifiable Risk Contributors',
      'Lab Investigation Recommended',
      'Diagnostics & Imaging Recommended',
      'Medication',
      'Other Advice',
    ]);
    expect(screen.getByText('21-05-2025')).toBeTruthy();
  });

  // spec 000 §9: "below 5 Normal; 5 to 10 Abnormal; above 10 Critical".
  it.each([
    [4.9, '4.9%', 'Normal'],
    [7, '7.0%', 'Abnormal'],
    [10, '10.0%', 'Abnormal'],
    [12, '12.0%', 'Critical'],
  ])('shows a score of %s as %s, %s, on the gauge and beside it', (score, text, band) => {
    renderWithProviders(<CardiacScorePanel prediction={predictionWith(score)} dateOfVisit="2025-05-21" />);
    const scale = section('Cardiac Scale');
    expect(within(scale).getByRole('img', { name: `Cardiac risk score ${text}, ${band}` })).toBeTruthy();
    expect(within(scale).getByText(text)).toBeTruthy();
    expect(within(scale).getByText(band)).toBeTruthy();
  });

  // spec 000 §9: "Reference legend: Minimal 0-5, Moderate 5-10, High 10 and above."
  it('gives the reference legend', () => {
    renderWithProviders(<CardiacScorePanel prediction={predictionWith(7)} dateOfVisit="2025-05-21" />);
    const rows = within(section('Reference Range'))
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual(['Minimal0-5', 'Moderate5-10', 'High10 and above']);
  });

  it('names each contributor with its percentage points and its share', () => {
    renderWithProviders(<CardiacScorePanel prediction={predictionWith(12.4)} dateOfVisit="2025-05-21" />);
    const rows = within(section('Top Modifiable Risk Contributors')).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByText(/Smoking|Systolic/).textContent)).toEqual([
      'Smoking',
      'Systolic blood pressure',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('61%')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('+4.2')).toBeTruthy();
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('progressbar')
        .getAttribute('aria-label'),
    ).toBe('Smoking: 61% of the risk above ideal');
  });

  it('answers Yes or No for each investigation, diagnostic and image', () => {
    renderWithProviders(<CardiacScorePanel prediction={predictionWith(12.4)} dateOfVisit="2025-05-21" />);
    const answers = (name: string) =>
      within(section(name))
        .getAllByRole('listitem')
        .map((row) => row.textContent);
    expect(answers('Lab Investigation Recommended')).toEqual(['Lipid profileYes', 'HbA1cNo']);
    expect(answers('Diagnostics & Imaging Recommended')).toEqual(['ECGYes', 'Exercise stress testNo']);
  });

  it('writes the medication and other advice, and when to come back', () => {
    renderWithProviders(<CardiacScorePanel prediction={predictionWith(12.4)} dateOfVisit="2025-05-21" />);
    expect(within(section('Medication')).getByText('Discuss a statin with the doctor.')).toBeTruthy();
    expect(within(section('Other Advice')).getByText('Stop smoking, with support to quit.')).toBeTruthy();
    expect(screen.getByText('Repeat the clinical visit in 6 months.')).toBeTruthy();
  });

  it("says 'No data available.' for an empty list", () => {
    const prediction = predictionWith(3.2, { Medication: [], DiagnosticsAndImagingRecommended: [] });
    renderWithProviders(
      <CardiacScorePanel
        prediction={{ ...prediction, HeartRisk: { ...prediction.HeartRisk, TopRiskContributors: [] } }}
        dateOfVisit="2025-05-21"
      />,
    );
    for (const name of ['Top Modifiable Risk Contributors', 'Diagnostics & Imaging Recommended', 'Medication']) {
      expect(within(section(name)).getByText('No data available.')).toBeTruthy();
    }
    expect(within(section('Lab Investigation Recommended')).queryByText('No data available.')).toBeNull();
  });

  it('ends with Done only in waiting-list mode', () => {
    const onDone = vi.fn();
    const { rerender } = renderWithProviders(
      <CardiacScorePanel prediction={predictionWith(12.4)} dateOfVisit="2025-05-21" />,
    );
    expect(screen.queryByRole('button', { name: 'Done' })).toBeNull();
    rerender(<CardiacScorePanel prediction={predictionWith(12.4)} dateOfVisit="2025-05-21" onDone={onDone} />);
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('reads in Arabic, with the scale and its numbers left to right', async () => {
    await i18n.changeLanguage('ar');
    try {
      renderWithProviders(<CardiacScorePanel prediction={predictionWith(12.4)} dateOfVisit="2025-05-21" />);
      expect(screen.getByRole('heading', { name: 'مقياس القلب' })).toBeTruthy();
      const gauge = screen.getByRole('img', { name: 'درجة خطر القلب 12.4%، حرج' });
      expect(gauge.closest('[dir="ltr"]')).toBeTruthy();
      expect(screen.getAllByText('12.4%').every((score) => score.closest('[dir="ltr"]'))).toBe(true);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
