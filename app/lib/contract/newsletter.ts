import { z } from "zod";

import { operation } from "./operation";

export const newsletterResponse = z.object({ enrolled: z.boolean(), email: z.string() });

export const newsletterOperations = {
  show: operation({
    method: "GET",
    path: "/pl/api/awf/newsletter/enroll",
    summary: "Czy zapisany do newslettera",
    tag: "newsletter",
    auth: "required",
    status: 200,
    response: newsletterResponse,
    errors: [401],
  }),
  subscribe: operation({
    method: "POST",
    path: "/pl/api/awf/newsletter/enroll/",
    summary: "Zapis do newslettera (e-mail z potwierdzeniem; 200, gdy już zapisany)",
    tag: "newsletter",
    auth: "required",
    status: 201,
    alsoOk: [200],
    response: newsletterResponse,
    errors: [401],
  }),
  unsubscribe: operation({
    method: "DELETE",
    path: "/pl/api/awf/newsletter/enroll/",
    summary: "Wypisanie z newslettera",
    tag: "newsletter",
    auth: "required",
    status: 200,
    response: newsletterResponse,
    errors: [401],
  }),
};
