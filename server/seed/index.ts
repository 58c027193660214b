// Seeding at start: reference data on every start (what this release defines and the database lacks,
// upgrade.ts); the demo organisation and accounts when SEED_DEMO is on (the default for the embedded
// engine); otherwise, on an empty database, one administrator whose initial password comes from
// ADMIN_INITIAL_PASSWORD. Each demo part runs once; every part runs in a transaction under an advisory
// lock, so several instances can start together.
import type pg from 'pg';
import { hashPassword } from '../platform/auth/password.ts';
import type { Config } from '../platform/config.ts';
import { transaction } from '../platform/db/database.ts';
import { seedId, SPACE } from './ids.ts';
import { seedAdminDemo } from './admin-seed.ts';
import { seedBench } from './bench-seed.ts';
import { seedBenchBidding } from './bench-bidding-seed.ts';
import { seedBenchPersonnel } from './bench-personnel-seed.ts';
import { seedBenchAttendance } from './bench-attendance-seed.ts';
import { seedBenchSupply } from './bench-supply-seed.ts';
import { seedBenchLedgers } from './bench-ledgers-seed.ts';
import { seedBenchFinance } from './bench-finance-seed.ts';
import { seedBenchHomes } from './bench-homes-seed.ts';
import { seedBiddingDemo } from './bidding-seed.ts';
import { seedTenders } from './tenders-seed.ts';
import { seedBiddingGroups } from './bidding-groups-seed.ts';
import { demoPasswordHash, seedOrganisation, seedRoles, TENANTS } from './org.ts';
import { grantMenus } from './reference.ts';
import { upgradeReference } from './upgrade.ts';
import { seedShellDemo } from './shell.ts';
import { seedStatistics } from './statistics-seed.ts';
import { seedQualifications } from './qualifications-seed.ts';
import { seedMorningChecks, seedWorkPersonnel } from './work-personnel-seed.ts';
import { seedAttendance } from './attendance-seed.ts';
import { seedSystemPersonnel } from './system-personnel-seed.ts';
import { seedSchoolRoster } from './school-roster-seed.ts';
import { seedDevices } from './devices-seed.ts';
import { seedColdChain } from './cold-chain-seed.ts';
import { seedSupply, seedSupplyPlans } from './supply-seed.ts';
import { seedLedgers } from './ledgers-seed.ts';
import { seedLedgersMore } from './ledgers-more-seed.ts';
import { seedFoodTesting } from './food-testing-seed.ts';
import { seedNotices } from './notice-seed.ts';
import { seedDisclosure } from './disclosure-seed.ts';
import { seedSafety } from './safety-seed.ts';
import { seedFinance } from './finance-seed.ts';
import { seedWorkflow, seedWorkflowLeaves } from './workflow-seed.ts';
import { seedMealProviderAccount, seedMealSupply } from './meal-supply-seed.ts';
import { seedNutrition } from './nutrition-seed.ts';
import { sql } from '../platform/db/sql.ts';
import { ROLE } from '../../contract/roles.ts';

const LOCK_ID = 424_243;

async function once(pool: pg.Pool, key: string, work: (client: pg.PoolClient) => Promise<void>): Promise<boolean> {
  return transaction(pool, async (client) => {
    await client.query(sql`SELECT pg_advisory_xact_lock(${LOCK_ID})`);
    const done = await client.query(sql`SELECT 1 FROM app_setting WHERE key = ${key}`);
    if (done.rows.length) return false;
    await work(client);
    await client.query(sql`INSERT INTO app_setting (key, value) VALUES (${key}, now()::text)`);
    return true;
  });
}

async function seedAdministrator(client: pg.PoolClient, password: string): Promise<void> {
  const platform = TENANTS[0]!;
  await client.query(sql`INSERT INTO tenant (tenant_id, tenant_name) VALUES (${platform.id}, ${platform.name}) ON CONFLICT DO NOTHING`);
  await seedRoles(client, [platform.id]);
  const deptId = seedId(SPACE.dept, 1);
  await client.query(
    sql`INSERT INTO dept (id, tenant_id, dept_name, full_name) VALUES (${deptId}, ${platform.id}, '平台运营中心', '平台运营中心') ON CONFLICT DO NOTHING`,
  );
  const role = await client.query<{ id: string }>(sql`SELECT id FROM role WHERE tenant_id = ${platform.id} AND role_alias = ${ROLE.administrator}`);
  await client.query(
    sql`INSERT INTO app_user (id, tenant_id, account, password_hash, name, real_name, nick_name, dept_id, role_id, user_type, login_type)
     VALUES (${seedId(SPACE.user, 1)}, ${platform.id}, 'admin', ${await hashPassword(password)}, '平台管理员', '平台管理员', '平台管理员', ${deptId}, ${role.rows[0]!.id}, 'admin', 1)`,
  );
}

/**
 * The seed's work that needs no database, started while the database opens: the demo accounts' password hash (a
 * scrypt on the thread pool, about 0.1 s of a first start otherwise spent waiting).
 */
export function prepareSeed(config: Config): void {
  if (config.seedDemo) demoPasswordHash().catch(() => undefined);
}

/** Returns a short description of what it did, for the start-up line. */
export async function seed(pool: pg.Pool, config: Config): Promise<string> {
  const done: string[] = [];
  const reference = await transaction(pool, async (client) => {
    await client.query(sql`SELECT pg_advisory_xact_lock(${LOCK_ID})`);
    return upgradeReference(client);
  });
  if (reference.menus || reference.dictionaries)
    done.push(`reference data (${reference.menus} menus and buttons, ${reference.dictionaries} dictionary rows added)`);
  if (config.seedDemo) {
    const seeded = await once(pool, 'seed.demo', async (client) => {
      await seedOrganisation(client);
      await grantMenus(
        client,
        TENANTS.map((tenant) => tenant.id),
      );
    });
    if (seeded) done.push('demo data');
    if (await once(pool, 'seed.demo.shell', seedShellDemo)) done.push('demo to-do items');
    if (await once(pool, 'seed.demo.statistics', seedStatistics)) done.push('demo statistics');
    if (await once(pool, 'seed.demo.qualifications', seedQualifications)) done.push('demo supplier qualifications');
    if (await once(pool, 'seed.demo.admin', seedAdminDemo)) done.push('demo administration data');
    if (await once(pool, 'seed.demo.bidding-groups', seedBiddingGroups)) done.push('demo experts and bidding panels');
    if (await once(pool, 'seed.demo.bidding', seedBiddingDemo)) done.push('demo tender accounts');
    if (await once(pool, 'seed.demo.tenders', seedTenders)) done.push('demo tenders');
    if (await once(pool, 'seed.demo.work-personnel', seedWorkPersonnel)) done.push('demo canteen staff');
    // the demo's 晨检 of the day it starts on (the reference server has no check-in devices)
    else await seedMorningChecks(pool);
    if (await once(pool, 'seed.demo.attendance', seedAttendance)) done.push('demo attendance');
    if (await once(pool, 'seed.demo.system-personnel', seedSystemPersonnel)) done.push('demo diners, cards and wallets');
    if (await once(pool, 'seed.demo.school-roster', seedSchoolRoster)) done.push('demo school roster (同步数据)');
    if (await once(pool, 'seed.demo.devices', seedDevices)) done.push('demo windows and face devices');
    if (await once(pool, 'seed.demo.supply', seedSupply)) done.push('demo supply chain');
    if (await once(pool, 'seed.demo.cold-chain', seedColdChain)) done.push('demo cold-chain delivery on the road');
    if (await once(pool, 'seed.demo.supply-plans', seedSupplyPlans)) done.push('demo purchase plans and warehouses');
    if (await once(pool, 'seed.demo.ledgers', seedLedgers)) done.push('demo ledgers (晨检, 加工, 留样)');
    if (await once(pool, 'seed.demo.ledgers-more', seedLedgersMore)) done.push('demo disinfection, additive, kitchen-waste and accompanied-meal records');
    // 检测管理: the devices, a month of tests and the lab reports of the demo canteens (after their staff and batches)
    if (await once(pool, 'seed.demo.food-testing', seedFoodTesting)) done.push('demo food tests, testing devices and lab reports');
    if (await once(pool, 'seed.demo.notices', seedNotices)) done.push('demo notices (新闻资讯)');
    if (await once(pool, 'seed.demo.disclosure', seedDisclosure)) done.push('demo surveys and complaints (信息公开)');
    if (await once(pool, 'seed.demo.finance', seedFinance)) done.push('demo finance books and vouchers');
    if (await once(pool, 'seed.demo.workflow', seedWorkflow)) done.push('demo leave approvers and a teacher (办公审批)');
    if (await once(pool, 'seed.demo.leaves', seedWorkflowLeaves)) done.push('demo leaves, approved and under way (办公审批)');
    // 供餐管理 and 校外供餐: providers, plans, orders, deliveries, acceptances and ratings (after the diners, whose classes they plan)
    if (await once(pool, 'seed.demo.meal-supply', seedMealSupply)) done.push('demo meal providers, orders and deliveries');
    if (await once(pool, 'seed.demo.meal-provider-account', seedMealProviderAccount)) done.push('demo meal provider account (供餐订单)');
    if (await once(pool, 'seed.demo.nutrition', seedNutrition)) done.push('demo dishes and published weekly recipes (营养管理)');
    if (await once(pool, 'seed.demo.safety', seedSafety)) done.push('demo inspections and hazards (安全服务)');
    if (config.seedBench && (await once(pool, 'seed.bench', seedBench))) done.push('benchmark users and departments');
    if (config.seedBenchBidding && (await once(pool, 'seed.bench.bidding', seedBenchBidding))) done.push('benchmark tenders');
    if (config.seedBenchPersonnel && (await once(pool, 'seed.bench.personnel', seedBenchPersonnel))) done.push('benchmark canteen staff');
    if (config.seedBenchPersonnel && (await once(pool, 'seed.bench.attendance', seedBenchAttendance))) done.push('benchmark attendance groups');
    const supplyBench = config.seedBenchSupply;
    if (supplyBench && (await once(pool, 'seed.bench.supply', (client) => seedBenchSupply(client, supplyBench))))
      done.push(`benchmark supply chain (1/${supplyBench})`);
    if (supplyBench && config.seedBenchLedgers && (await once(pool, 'seed.bench.ledgers', seedBenchLedgers))) done.push('benchmark ledgers');
    const financeBench = config.seedBenchFinance;
    if (financeBench && (await once(pool, 'seed.bench.finance', (client) => seedBenchFinance(client, financeBench))))
      done.push(`benchmark finance books (1/${financeBench})`);
    if (supplyBench && config.seedBenchHomes && (await once(pool, 'seed.bench.homes', (client) => seedBenchHomes(client, supplyBench))))
      done.push(`benchmark diners, cards and meals (1/${supplyBench})`);
    // 食堂数据填报's months counted ahead again, once the seeds above (some of them without triggers) have run
    if (await once(pool, 'seed.demo.canteen-months', async (client) => void (await client.query('SELECT canteen_month_rebuild()'))))
      done.push('canteen months counted');
  } else {
    const { rows } = await pool.query('SELECT 1 FROM app_user LIMIT 1');
    if (rows.length === 0) {
      const password = config.adminInitialPassword;
      if (!password) {
        console.warn('[shian] the database has no accounts: set ADMIN_INITIAL_PASSWORD (or SEED_DEMO=1) and restart');
      } else if (password.length < 8) {
        throw new Error('ADMIN_INITIAL_PASSWORD must be at least 8 characters');
      } else if (await once(pool, 'seed.admin', async (client) => (await seedAdministrator(client, password), await grantMenus(client, [TENANTS[0]!.id])))) {
        done.push('administrator account');
      }
    }
  }
  return done.length ? `seeded: ${done.join(', ')}` : 'seed: up to date';
}
