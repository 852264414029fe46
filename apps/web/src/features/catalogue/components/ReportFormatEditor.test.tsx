import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import { routeApi } from '../../patients/test-patients';
import { cbcFormat } from '../test-catalogue';
import { ReportFormatEditor } from './ReportFormatEditor';

const { fetchMock, callsWith } = stubApi();
const toasts = () => vi.mocked(notifications.show).mock.calls.map(([toast]) => toast.message);

beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
});
afterEach(() => {
  vi.restoreAllMocks();
});

const card = (name: string) => screen.getByRole('group', { name });
const preview = () => screen.getByTestId('format-preview');
const sentParameters = () => {
  const [, init] = callsWith('PATCH')[0] ?? [];
  return JSON.parse(String(init?.body)).parameters as Array<{ index: number; order: number; name: string }>;
};

function renderEditor(format = cbcFormat) {
  return renderPage(<ReportFormatEditor test={format.test} format={format} />);
}

describe('Report format editor', () => {
  it("previews each entry row: the range label 'lower - upper' for the sex chosen, a select of the list options", async () => {
    renderEditor();
    const wbc = card('Parameter #1: WBC count');
    expect(within(wbc).getByTestId('range-male').textContent).toBe('4.5 - 11');
    expect(within(wbc).getByTestId('range-female').textContent).toBe('4 - 10.5');

    const rows = within(preview()).getAllByTestId('preview-range');
    expect(rows[0]?.textContent).toBe('4.5 - 11');
    expect(within(preview()).getByText('10*3/uL')).toBeTruthy();
    fireEvent.click(within(preview()).getByRole('textbox', { name: 'Urine protein' }));
    expect(await screen.findByRole('option', { name: 'Trace' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Positive' })).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Female' }));
    expect(within(preview()).getAllByTestId('preview-range')[0]?.textContent).toBe('4 - 10.5');
  });

  it('follows the bounds as they are typed, and marks a lower bound above its upper one without sending', async () => {
    renderEditor();
    const wbc = card('Parameter #1: WBC count');
    fireEvent.change(within(wbc).getByRole('textbox', { name: 'Male high' }), { target: { value: '3' } });
    expect(within(wbc).getByTestId('range-male').textContent).toBe('4.5 - 3');
    expect(await within(wbc).findByText('The lower bound of WBC count is above its upper bound.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save format' }));
    expect(toasts()).toContain('Correct the problems marked in red first.');
    expect(callsWith('PATCH')).toHaveLength(0);
  });

  it('adds a parameter with the next number, which the preview shows as it is named', () => {
    renderEditor();
    fireEvent.click(screen.getAllByRole('button', { name: 'Add parameter' })[0] as HTMLElement);
    const added = card('Parameter #3: #3');
    fireEvent.change(within(added).getByRole('textbox', { name: 'Name' }), { target: { value: 'Platelets' } });
    fireEvent.change(within(added).getByRole('textbox', { name: 'Male low' }), { target: { value: '150' } });
    fireEvent.change(within(added).getByRole('textbox', { name: 'Male high' }), { target: { value: '410' } });
    expect(within(preview()).getByText('Platelets')).toBeTruthy();
    expect(within(preview()).getAllByTestId('preview-range')[2]?.textContent).toBe('150 - 410');
    expect(screen.getByText('Parameters (3)')).toBeTruthy();
  });

  it('moves a parameter up and sends the new order with the version it was read at', async () => {
    routeApi(fetchMock, [['PATCH', '/api/v1/catalogue/report-formats/11', () => jsonResponse(200, cbcFormat)]]);
    renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Move Urine protein up' }));
    const names = screen.getAllByRole('group').map((group) => group.getAttribute('aria-label'));
    expect(names).toEqual(['Parameter #2: Urine protein', 'Parameter #1: WBC count']);
    expect(screen.getByRole('button', { name: 'Move Urine protein up' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Save format' }));
    await waitFor(() => expect(callsWith('PATCH')).toHaveLength(1));
    expect(sentParameters().map(({ index, order }) => ({ index, order }))).toEqual([
      { index: 2, order: 0 },
      { index: 1, order: 1 },
    ]);
    const [, init] = callsWith('PATCH')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ name: 'Standard', isDefault: true, version: 1 });
  });

  it('sends a secondary unit and its factor typed under More fields (decision 0041)', async () => {
    routeApi(fetchMock, [['PATCH', '/api/v1/catalogue/report-formats/11', () => jsonResponse(200, cbcFormat)]]);
    renderEditor();
    const wbc = within(card('Parameter #1: WBC count'));
    fireEvent.click(wbc.getByRole('button', { name: 'More fields' }));
    // Collapse keeps its content out of the accessibility tree while it opens: found by label.
    fireEvent.change(wbc.getByLabelText('Secondary unit'), { target: { value: '10^9/L' } });
    fireEvent.change(wbc.getByLabelText('Secondary factor'), { target: { value: '0.001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save format' }));
    await waitFor(() => expect(callsWith('PATCH')).toHaveLength(1));
    const [wbcSent, proteinSent] = sentParameters() as unknown as Array<Record<string, unknown>>;
    expect(wbcSent).toMatchObject({ name: 'WBC count', secondaryUnit: '10^9/L', secondaryFactor: 0.001 });
    expect(proteinSent).toMatchObject({ secondaryUnit: null, secondaryFactor: null });
  });

  it("shows the server's refusal at the parameter it names", async () => {
    routeApi(fetchMock, [
      [
        'PATCH',
        '/api/v1/catalogue/report-formats/11',
        () =>
          jsonResponse(400, {
            error: {
              code: 'bad_request',
              messageKey: 'reportFormatCycle',
              message: 'The calculation of Urine protein refers back to itself through Urine protein → WBC count.',
              fields: [
                {
                  field: 'parameters.1.calculationString',
                  messageKey: 'reportFormatCycle',
                  message: 'x',
                  params: { parameter: 'Urine protein', path: 'Urine protein → WBC count → Urine protein' },
                },
              ],
            },
          }),
      ],
    ]);
    renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Save format' }));
    const message =
      'The calculation of Urine protein refers back to itself through Urine protein → WBC count → Urine protein.';
    expect(await within(card('Parameter #2: Urine protein')).findByText(message)).toBeTruthy();
    expect(within(card('Parameter #1: WBC count')).queryByText(message)).toBeNull();
  });

  it("shows the server's UCUM note in yellow beside its parameter, and not once the unit is changed", () => {
    renderEditor({
      ...cbcFormat,
      warnings: [{ index: 0, messageKey: 'unitNotUcum', params: { unit: '10*3/uL', parameter: 'WBC count' } }],
    });
    const wbc = card('Parameter #1: WBC count');
    const note = 'The unit 10*3/uL of WBC count is not a UCUM unit; it is kept as typed.';
    expect(within(wbc).getByRole('note').textContent).toBe(note);
    expect(within(wbc).queryByRole('alert')).toBeNull();
    fireEvent.change(within(wbc).getByRole('textbox', { name: 'Unit' }), { target: { value: '10*3/uL ' } });
    expect(within(wbc).queryByText(note)).toBeNull();
  });
});
