// Timestamps as local text, in the deployment's time zone (the TIME_ZONE setting, set on every connection as
// shian.time_zone): the one way the server writes a time or a day the contract shows.
/** A timestamp column as the contract writes a time: `YYYY-MM-DD HH24:MI:SS` in the deployment's zone. */
export const TIME = (column: string) => `to_char(${column} AT TIME ZONE current_setting('shian.time_zone'), 'YYYY-MM-DD HH24:MI:SS')`;
