// Who reads and keeps what of 营养管理 (policy.ts `nutrition.*`): readers see the schools and canteens of their reach;
// keepers (a school, a canteen) write their own school's dishes and their canteens' recipes; revisers (the district)
// revise the food table and the standard.
import { allows } from '../../platform/access/policy.ts';
import { scopeFor, type Scope } from '../../platform/access/scope.ts';
import type { AccessClaims } from '../../platform/auth/tokens.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { forbidden } from '../../platform/http/envelope.ts';

export interface NutritionScope extends Scope {
  /** Schools whose 菜品库 the caller keeps (a school its own, a canteen its school's). */
  keptSchools: string[];
  /** Canteens whose recipes the caller keeps. */
  keptCanteens: string[];
}

const readers = scopeFor('nutrition.read', { refusal: '无权查看营养数据' });

export async function nutritionScope(db: Queryable, claims: AccessClaims): Promise<NutritionScope> {
  const scope = await readers(db, claims);
  const keeps = allows('nutrition.keep', scope.actor.role);
  return { ...scope, keptSchools: keeps ? scope.schoolIds : [], keptCanteens: keeps ? scope.canteenIds : [] };
}

/** The caller's scope, refused (403) unless it keeps dishes and recipes. */
export async function keeperScope(db: Queryable, claims: AccessClaims): Promise<NutritionScope> {
  const scope = await nutritionScope(db, claims);
  if (!allows('nutrition.keep', scope.actor.role)) throw forbidden('无权维护菜品和食谱');
  return scope;
}

/** The caller's scope, refused (403) unless it revises the food table and the standard (the district). */
export async function reviserScope(db: Queryable, claims: AccessClaims): Promise<NutritionScope> {
  const scope = await nutritionScope(db, claims);
  if (!allows('nutrition.revise', scope.actor.role)) throw forbidden('只有区县可以修订食物成分和营养标准');
  return scope;
}
