import { adminRoute } from '@/server/auth/staff-guard';
import { createRouter, errorResponse, type Deps } from '@/server/deps';
import { jsonBody, jsonResponse } from '@/server/lib/openapi-helpers';
import { SettingsSchema } from '../settings.admin.schema';
import { getSettings, saveSettings } from './settings-admin.service';

const TAGS = ['Admin: settings'];
const Record = SettingsSchema.openapi('Settings');

const getRoute = adminRoute('settings.manage', {
  method: 'get',
  path: '/settings',
  tags: TAGS,
  summary:
    "The shop's settings record: general, maintenance, contact, opening hours per weekday, money format, tax (VAT rate, TRN), checkout, notifications",
  responses: { 200: jsonResponse('The settings', Record) },
});

const putRoute = adminRoute('settings.manage', {
  method: 'put',
  path: '/settings',
  tags: TAGS,
  summary:
    'Saves the whole settings record; it takes effect at once in every server process (storefront, checkout, receipts)',
  request: { body: jsonBody(SettingsSchema) },
  responses: { 200: jsonResponse('Saved', Record), 422: errorResponse('Invalid fields') },
});

export function settingsAdminRoutes(deps: Deps) {
  const app = createRouter();
  app.openapi(getRoute, async (c) => c.json(await getSettings(deps.db), 200));
  app.openapi(putRoute, async (c) => c.json(await saveSettings(deps.db, c.req.valid('json')), 200));
  return app;
}
