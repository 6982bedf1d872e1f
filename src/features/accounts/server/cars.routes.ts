import { createRoute, z } from '@hono/zod-openapi';
import { sessionRequired } from '@/server/lib/openapi-helpers';
import { requireUser } from '@/server/auth/session';
import { createRouter, errorResponse, type Deps } from '@/server/deps';
import { jsonBody, jsonResponse, uuidParams } from '@/server/lib/openapi-helpers';
import { CarInputSchema, CarPatchSchema, CarViewSchema, MAX_CARS } from '../cars.schema';
import { addCar, deleteCar, listCars, updateCar } from './cars.service';

const TAGS = ['Account'];
const Car = CarViewSchema.openapi('Car');
const CarList = z.object({ cars: z.array(Car), max: z.number().int() }).openapi('CarList');
const unauthorized = errorResponse('Not signed in');

const listRoute = createRoute({
  method: 'get',
  path: '/account/cars',
  security: sessionRequired,
  tags: TAGS,
  summary: "The signed-in customer's saved cars, the default first (it is filled in at checkout)",
  responses: { 200: jsonResponse('The cars, and how many may be saved', CarList), 401: unauthorized },
});

const addRoute = createRoute({
  method: 'post',
  path: '/account/cars',
  security: sessionRequired,
  tags: TAGS,
  summary: `Saves a car; the first is the default, isDefault moves the default to it; at most ${MAX_CARS}`,
  request: { body: jsonBody(CarInputSchema) },
  responses: {
    201: jsonResponse('Saved', Car),
    401: unauthorized,
    409: errorResponse('car_exists: this plate is already saved'),
    422: errorResponse(
      `Invalid fields (the plate per field: plate.code, plate.number), or car_limit (${MAX_CARS} saved)`,
    ),
  },
});

const updateRoute = createRoute({
  method: 'patch',
  path: '/account/cars/{id}',
  security: sessionRequired,
  tags: TAGS,
  summary: 'Changes a saved car; isDefault true makes it the default (the previous one stops being it)',
  request: { params: uuidParams, body: jsonBody(CarPatchSchema) },
  responses: {
    200: jsonResponse('The changed car', Car),
    401: unauthorized,
    404: errorResponse('car_not_found: no such car among this customer’s'),
    409: errorResponse('car_exists: another saved car has this plate'),
    422: errorResponse('Invalid fields'),
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/account/cars/{id}',
  security: sessionRequired,
  tags: TAGS,
  summary: 'Deletes a saved car; when it was the default, the newest remaining car becomes the default',
  request: { params: uuidParams },
  responses: {
    204: { description: 'Deleted' },
    401: unauthorized,
    404: errorResponse('car_not_found: no such car among this customer’s'),
  },
});

export function carRoutes(deps: Deps) {
  const app = createRouter();

  app.openapi(listRoute, async (c) => {
    const user = await requireUser(deps, c);
    c.header('Cache-Control', 'no-store');
    return c.json({ cars: await listCars(deps.db, user.id), max: MAX_CARS }, 200);
  });

  app.openapi(addRoute, async (c) => {
    const user = await requireUser(deps, c);
    return c.json(await addCar(deps.db, user.id, c.req.valid('json')), 201);
  });

  app.openapi(updateRoute, async (c) => {
    const user = await requireUser(deps, c);
    return c.json(await updateCar(deps.db, user.id, c.req.valid('param').id, c.req.valid('json')), 200);
  });

  app.openapi(deleteRoute, async (c) => {
    const user = await requireUser(deps, c);
    await deleteCar(deps.db, user.id, c.req.valid('param').id);
    return c.body(null, 204);
  });

  return app;
}
