// The English catalogues of the sign-in pages, loaded only when English is chosen (the Chinese ones are
// in the first chunk): most users never download them.
import auth from './auth.json';
import common from './common.json';
import validation from './validation.json';

export const entryCatalogues = { common, validation, auth };
