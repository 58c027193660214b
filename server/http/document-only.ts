// A route's schema that documents its parameters in the OpenAPI description without validating them:
// the handler reads and checks them itself, with the Chinese messages of docs/product-rules.md#validation
// (Fastify's own checks would coerce types silently and answer in English). One validation style for every
// route — schema-first, with those messages — is still to come.
export const documentOnly = () => () => true;
