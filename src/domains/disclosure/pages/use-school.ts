import { useState } from 'react';
import { useSchools } from '../hooks';

/** The schools of the caller's reach and the one chosen (the first until another is). */
export function useChosenSchool() {
  const schools = useSchools();
  const [chosen, setChosen] = useState<string>();
  const schoolId = chosen ?? schools.data?.[0]?.id;
  return { schools, schoolId, setSchoolId: setChosen };
}
