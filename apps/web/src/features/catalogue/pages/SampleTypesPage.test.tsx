import type { SampleType } from '@lims/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import { routeApi } from '../../patients/test-patients';
import { pageOf } from '../test-catalogue';
import { SampleTypesPage } from './SampleTypesPage';

const { fetchMock, callsWith } = stubApi();

const serum: SampleType = {
  id: 4,
  name: 'Serum',
  containerType: 'Vacutainer, clot activator and gel',
  containerColor: '#eab308',
  collectionInstructions: null,
  enabled: true,
  version: 0,
  createdAt: '2025-05-01T09:00:00.000Z',
  updatedAt: '2025-05-01T09:00:00.000Z',
};

describe('Sample types', () => {
  it('keeps the collection instructions the collection desk shows (spec 002 §2 instructions panels), on several lines', async () => {
    routeApi(fetchMock, [
      ['GET', '/api/v1/catalogue/sample-types?', () => jsonResponse(200, pageOf([serum]))],
      ['POST', '/api/v1/catalogue/sample-types', () => jsonResponse(201, { ...serum, id: 5, name: 'Urine' })],
    ]);
    renderPage(<SampleTypesPage />);
    await screen.findByText('Serum');
    fireEvent.click(screen.getByRole('button', { name: 'Add sample type' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add sample type' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Urine' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Collection instructions/ }), {
      target: { value: '  First morning, midstream.\nDeliver within 2 hours.  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add sample type' }));
    await waitFor(() => expect(callsWith('POST')).toHaveLength(1));
    expect(JSON.parse(String(callsWith('POST')[0]?.[1]?.body))).toMatchObject({
      name: 'Urine',
      collectionInstructions: 'First morning, midstream.\nDeliver within 2 hours.',
    });
  });
});
