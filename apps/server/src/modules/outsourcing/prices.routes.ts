import {
  ErrorResponse,
  IdParams,
  OutsourceCentrePriceList,
  OutsourcePriceQuery,
  OutsourcePrices,
  TestCentresQuery,
  TestOutsourceCentres,
  UpdateOutsourcePrices,
} from '@lims/contract';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/** What outsource centres charge (spec 002 §7 get_list_test_price, get_test_outsource_center_info_v4). */
export const outsourcePricesRoutes: AreaRoutes = async (app, { services }) => {
  const { outsourcePrices } = services;

  app.post(
    '/outsourcing/prices',
    {
      config: { permission: 'outsourcing.view' },
      schema: {
        tags: ['outsourcing'],
        summary:
          "What a centre charges for each test, else the test's catalogue cost (spec 002 §7 get_list_test_price)",
        body: OutsourcePriceQuery,
        response: { 200: OutsourcePrices, ...errors },
      },
    },
    async (request) =>
      outsourcePrices.prices({
        actor: labActorOf(request),
        centreId: request.body.centreId,
        testIds: request.body.testIds,
      }),
  );

  app.get(
    '/outsourcing/test-centres',
    {
      config: { permission: 'outsourcing.view' },
      schema: {
        tags: ['outsourcing'],
        summary:
          "The centres a test may be sent to, each with its price, the test's own marked (get_test_outsource_center_info_v4)",
        querystring: TestCentresQuery,
        response: { 200: TestOutsourceCentres, ...errors },
      },
    },
    async (request) => outsourcePrices.testCentres({ actor: labActorOf(request), testId: request.query.testId }),
  );

  app.get(
    '/outsource-centres/:id/prices',
    {
      config: { permission: 'outsourcing.prices' },
      schema: {
        tags: ['outsourcing'],
        summary: "An outsource centre's price list: every enabled test with its cost and the centre's price",
        params: IdParams,
        response: { 200: OutsourceCentrePriceList, ...errors },
      },
    },
    async (request) => outsourcePrices.priceList({ actor: labActorOf(request), centreId: request.params.id }),
  );

  app.put(
    '/outsource-centres/:id/prices',
    {
      config: { permission: 'outsourcing.prices' },
      schema: {
        tags: ['outsourcing'],
        summary: "Replace an outsource centre's price list; a test left out is outsourced at its catalogue cost",
        params: IdParams,
        body: UpdateOutsourcePrices,
        response: { 200: OutsourceCentrePriceList, ...errors },
      },
    },
    async (request) =>
      outsourcePrices.updatePrices({ actor: labActorOf(request), centreId: request.params.id, input: request.body }),
  );
};
