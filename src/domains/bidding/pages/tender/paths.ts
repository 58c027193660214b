// The tenderer's screen paths (src/domains/bidding/screens.ts): the list is the menu screen; the form and the detail open within it.
export const LIST_PATH = '/zhaobiao/bidding/index';
export const FORM_PATH = '/zhaobiao/bidding/form';
export const DETAIL_PATH = '/zhaobiao/bidding/detail';
