// What the console and any server agree on about calls themselves, beside the business refusals of each domain.

/**
 * The refusal's `reason` when the server has no route for the call at all (404 `接口不存在`): the console shows the
 * screen's "needs backend support" state for it, as for a backend's own not-found page, rather than an unknown record.
 */
export const NO_SUCH_CALL = 'http.noSuchCall';
