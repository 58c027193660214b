// What other code may use of the home pages' domain (the app reads its screens.ts).
export { homeKeys } from './queries';
export type { EducationHome, SupplierHome } from './types';
