// The person-choose table's rules (docs/product-rules.md#person-choose-table): each chosen person needs a sex (checked when the
// field is left) and a department (checked when it is clicked), with the product's messages.
export interface Person {
  userId: string;
  realName: string;
  /** 1 male, 2 female, 0 unknown; undefined until chosen. */
  sex?: number;
  deptName: string;
}

export type PersonField = 'sex' | 'deptName';

/** The catalogue key of the person's first problem with a field, or undefined. */
export function personError(person: Person, field: PersonField): 'person.sexRequired' | 'person.deptRequired' | undefined {
  if (field === 'sex')
    return person.sex === undefined || person.sex === null || !([0, 1, 2] as number[]).includes(Number(person.sex)) ? 'person.sexRequired' : undefined;
  return person.deptName.trim() ? undefined : 'person.deptRequired';
}

/** Every problem of the table, for the form's rule. */
export const tableError = (people: readonly Person[]) => people.map((person) => personError(person, 'sex') ?? personError(person, 'deptName')).find(Boolean);
