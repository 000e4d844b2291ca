import type { RequestHandler } from "express";

import { REFUSALS, refuse } from "./refusals";

export interface BodyLimits {
  form: number;
  upload: number;
}

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** Refuses an over-limit or undeclared-length body unread, and a non-form body with 415 (ASVS V12.1.1, V13.1.3, V13.1.5). */
export function bodyLimit(limits: BodyLimits): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const declared = req.get("content-length");
    if (declared === undefined && req.get("transfer-encoding")) return refuse(res, next, REFUSALS.lengthRequired);
    if (declared === undefined || Number(declared) === 0) return next();
    if (!req.is(FORM_TYPES)) return refuse(res, next, REFUSALS.notAForm);
    const limit = req.is("multipart/form-data") ? limits.upload : limits.form;
    if (Number(declared) > limit) return refuse(res, next, REFUSALS.tooLarge);
    next();
  };
}
