import { describe, expect, it } from 'vitest';
import { personError, tableError } from '../../src/domains/user/person';

const person = { userId: '1', realName: '孙审批', sex: 1, deptName: '招标办' };

describe('person-choose table rules', () => {
  it('needs a sex (any of the three codes) and a department', () => {
    expect(personError(person, 'sex')).toBeUndefined();
    expect(personError({ ...person, sex: 0 }, 'sex')).toBeUndefined();
    expect(personError({ ...person, sex: undefined }, 'sex')).toBe('person.sexRequired');
    expect(personError({ ...person, sex: 3 }, 'sex')).toBe('person.sexRequired');
    expect(personError({ ...person, deptName: '  ' }, 'deptName')).toBe('person.deptRequired');
  });

  it('reports the first problem of the table, sex before department', () => {
    expect(tableError([person])).toBeUndefined();
    expect(tableError([person, { ...person, userId: '2', sex: undefined, deptName: '' }])).toBe('person.sexRequired');
    expect(tableError([{ ...person, deptName: '' }])).toBe('person.deptRequired');
    expect(tableError([])).toBeUndefined();
  });
});
