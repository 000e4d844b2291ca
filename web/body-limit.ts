import type { RequestHandler } from "express";

import { REFUSALS, refuse } from "./refusals";

export interface BodyLimits {
  /** Bytes a form without a file may send. */
  form: number;
  /** Bytes a multipart form may send: the upload limit and the fields around it. */
  upload: number;
}

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * Refuses a request body over the limit before reading a byte of it
 * (ASVS V12.1.1, V13.1.3): the declared Content-Length decides, and a body
 * that does not declare its length is refused, since browsers always
 * declare it for forms. A 100 MB POST therefore costs no memory. A body is
 * a form's (ASVS V13.1.5): text, JSON or XML is refused with 415.
 */
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
