import { createRoute } from '@hono/zod-openapi';
import { DropDto } from '@wine/contracts/catalog/drop';
import { GetWineProductDtoRequest, WineDto } from '@wine/contracts/catalog/wine';
import { NotFoundError } from '@wine/platform/errors/domain-error';
import { assertSignedIn, signInRequired } from '@wine/platform/http/auth';
import { createRouter } from '@wine/platform/http/create-router';
import { bearerOptional, errorResponses, json } from '@wine/platform/http/openapi-parts';
import { dropDateAt, dropWindow } from '../domain/drop-day.ts';
import { dropProductIds } from '../read/drop-reader.ts';
import { isShownTo } from '../read/investment-visibility.ts';
import { toWineDto } from '../read/wine-dto.ts';
import type { CatalogHttpDeps } from './catalog-http-deps.ts';

// Spec section 7's main client calls functions by name. Every named call has one route shape:
// `POST /fn/<name>` with a JSON body, or `GET /fn/<name>?<query>` for the ones the spec marks GET.

const getDropsV2 = createRoute({
  method: 'get',
  path: '/fn/getDropsV2',
  operationId: 'getDropsV2',
  summary: "Today's drop (UK calendar day) and when the next one starts",
  tags: ['named calls'],
  security: [{ bearerAuth: [] }],
  responses: {
    200: json(DropDto, "Today's drop; `wines` is empty on a day without one"),
    ...errorResponses([401, 'the drop is for signed-in people (spec 6), not guests']),
  },
});

const getWineProductDto = createRoute({
  method: 'post',
  path: '/fn/getWineProductDto',
  operationId: 'getWineProductDto',
  security: bearerOptional,
  summary: 'One wine product by id',
  tags: ['named calls'],
  request: {
    body: { required: true, content: { 'application/json': { schema: GetWineProductDtoRequest } } },
  },
  responses: {
    200: json(WineDto, 'The wine'),
    ...errorResponses(400, [401, 'an investment wine, asked for by a guest (spec 6)'], [404, 'no such wine']),
  },
});

export function namedCallRoutes(deps: CatalogHttpDeps) {
  return createRouter()
    .openapi(getDropsV2, async (c) => {
      assertSignedIn(c);
      const date = dropDateAt(deps.clock());
      const { startsAt, endsAt } = dropWindow(date);
      const ids = await dropProductIds(deps.redis, date, deps.redisKeyPrefix);
      const viewer = await deps.viewerOf(c);
      const wines = (await deps.reader.byIds(ids)).map((r) => toWineDto(r, viewer));
      return c.json({ date, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString(), wines }, 200);
    })
    .openapi(getWineProductDto, async (c) => {
      const { wineProductId } = c.req.valid('json');
      const record = await deps.reader.byId(wineProductId);
      if (record === undefined) {
        throw new NotFoundError(`Wine product ${wineProductId} not found`, { wineProductId });
      }
      const viewer = await deps.viewerOf(c);
      if (!isShownTo(record, viewer)) throw signInRequired();
      return c.json(toWineDto(record, viewer), 200);
    });
}
