/**
 * What the national load does around its bulk writes (bulkWrites in generate.ts): the
 * connections' trigram index built once at the end rather than grown by 1,000,000 rows
 * (an eighth of the load's time), and afterwards the checks the skipped triggers would
 * have made, so a load that broke a rule fails here instead of in a bench.
 */
import type pg from 'pg';

/** The index a GIN bulk build replaces; its exact definition is read back from the catalog. */
const DEFERRED_INDEXES = ['water_users_org_search_trgm'];

/** Drops the deferred indexes; answers the statements that make them again. */
export const dropDeferredIndexes = async (client: pg.Client) => {
  const { rows } = await client.query<{ name: string; def: string }>(
    `select indexname as name, indexdef as def from pg_indexes
     where schemaname = 'public' and indexname = any($1)`,
    [DEFERRED_INDEXES],
  );
  for (const r of rows) await client.query(`drop index ${r.name}`);
  return rows.map((r) => r.def);
};

export const rebuildIndexes = async (client: pg.Client, definitions: string[]) => {
  await client.query(`set maintenance_work_mem = '1GB'`);
  for (const def of definitions) await client.query(def);
};

/** Each: rows breaking a rule a trigger or a foreign key would have enforced. */
const CHECKS: Record<string, string> = {
  'connections off their route, area, type, size or status': `select count(*) from water_users u
    where not exists (select 1 from collection_routes r where r.org_id = u.org_id and r.id = u.route_id)
       or not exists (select 1 from areas a where a.org_id = u.org_id and a.id = u.area_id)
       or not exists (select 1 from user_types t where t.org_id = u.org_id and t.id = u.user_type_id)
       or not exists (select 1 from meter_sizes s where s.org_id = u.org_id and s.id = u.meter_size_id)
       or not exists (select 1 from usage_statuses s where s.org_id = u.org_id and s.id = u.usage_status_id)`,
  "connections whose serial is not their installed meter's": `select count(*) from water_users u
    left join meter_installations i on i.org_id = u.org_id and i.water_user_id = u.id
      and i.removed_on is null
    left join meters m on m.org_id = i.org_id and m.id = i.meter_id
    where u.meter_serial is distinct from m.serial`,
  'readings of no connection or round': `select count(*) from readings r
    where not exists (select 1 from water_users u where u.org_id = r.org_id and u.id = r.water_user_id)
       or not exists (select 1 from service_rounds s where s.org_id = r.org_id and s.id = r.round_id)`,
  'bills of no connection or round': `select count(*) from bills b
    where not exists (select 1 from water_users u where u.org_id = b.org_id and u.id = b.water_user_id)
       or not exists (select 1 from service_rounds s where s.org_id = b.org_id and s.id = b.round_id)`,
  'bills whose status does not follow what is paid': `select count(*) from bills
    where status <> case when paid = total then 'paid' when paid = 0 then 'issued' else 'partly_paid' end`,
  'bills whose paid differs from their allocations': `select count(*) from bills b
    left join (select org_id, bill_id, sum(amount) as amount from receipt_allocations
      group by org_id, bill_id) a on a.org_id = b.org_id and a.bill_id = b.id
    where b.paid <> coalesce(a.amount, 0)`,
  'lines of no bill': `select count(*) from bill_lines l
    where not exists (select 1 from bills b where b.org_id = l.org_id and b.id = l.bill_id)`,
};

/** Throws on the first rule broken; answers the checks' time. */
export const checkLoad = async (client: pg.Client) => {
  const started = performance.now();
  for (const [rule, query] of Object.entries(CHECKS)) {
    const { rows } = await client.query<{ count: string }>(query);
    const broken = Number(rows[0]?.count ?? 0);
    if (broken > 0) throw new Error(`national load: ${broken} ${rule}`);
  }
  return Math.round((performance.now() - started) / 100) / 10;
};
