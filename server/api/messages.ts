// The API's texts: problem titles and details (RFC 9457) and the reference page's words.

export const apiProblems = {
  invalidRequest: "Your request parameters didn't validate.",
  unknownParameter: "Not a parameter of this operation.",
  sentTwice: "Sent more than once; send it once.",
  badCursor: "Not a cursor from this API: pass the next_cursor of the previous page unchanged.",
  badId: "A job id is a whole number from 1 up.",
  jobNotFound: "There is no job with this id.",
  notFound: "There is no such operation in this API: see /api/v1/openapi.json.",
  methodNotAllowed: "This operation does not take this method.",
  internal: "Something went wrong on our side; the request can be tried again.",
  unavailable: "The service is briefly unavailable; try again in a few seconds.",
} as const;

export const apiReference = {
  title: "DocHire API v1 reference",
  intro:
    "Jobs for doctors in India, as JSON. Every answer is JSON; every error is RFC 9457 problem details (application/problem+json); every list is paged with an opaque cursor.",
  document: "The OpenAPI 3.1 document",
  parameters: "Parameters",
  responses: "Responses",
  name: "Name",
  where: "In",
  description: "Description",
  required: "Required",
  yes: "yes",
  no: "no",
  status: "Status",
  schema: "Schema",
} as const;
