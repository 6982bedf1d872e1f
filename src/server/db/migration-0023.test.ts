import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '@/server/testing/each-database-test-kit';
import {
  bareDatabase,
  MIGRATION_FILES as FILES,
  migrationSql as sqlOf,
  type Bare,
} from '@/server/testing/bare-database-test-kit';

describeOnEachDatabase('migration 0023: the shop’s name and staff titles in both languages', (engine) => {
  let db: Bare;
  beforeAll(async () => {
    db = await bareDatabase(engine, 'm23');
    const upTo = FILES.findIndex((f) => f.startsWith('0023'));
    expect(upTo).toBeGreaterThan(0);
    for (const file of FILES.slice(0, upTo)) await db.exec(sqlOf(file));
    await db.exec(`insert into employees (name_en, name_ar, department, position)
      values ('Huda', 'هدى', 'Car service', 'Runner'), ('Omar', 'عمر', null, null)`);
    await db.exec(`insert into settings (key, value) values
      ('store.general', '{"siteTitle": " Juice Corner ", "siteDescription": ""}')`);
    await db.exec(sqlOf(FILES[upTo]!));
  });
  afterAll(() => db.close());

  it('keeps each employee’s one department and job title in both languages until the Arabic ones are written', async () => {
    const rows = await db.rows<Record<string, string | null>>(
      `select name_en, department, department_ar, position, position_ar from employees order by name_en`,
    );
    expect(rows).toEqual([
      {
        name_en: 'Huda',
        department: 'Car service',
        department_ar: 'Car service',
        position: 'Runner',
        position_ar: 'Runner',
      },
      { name_en: 'Omar', department: null, department_ar: null, position: null, position_ar: null },
    ]);
  });

  it('keeps a renamed shop’s one name as its Arabic name too, the rest of the record untouched', async () => {
    const [row] = await db.rows<{ value: Record<string, string> }>(
      `select value from settings where key = 'store.general'`,
    );
    expect(row!.value).toEqual({
      siteTitle: ' Juice Corner ',
      siteTitleAr: 'Juice Corner',
      siteDescription: '',
    });
  });
});
