import {
  adminSizeGuideListResponseSchema,
  sizeGuidePathSchema,
  sizeGuideResponseSchema,
  sizeGuideSchema,
} from "../size-guides.ts";
import { defineRoute } from "./define-route.ts";

// A category's size guide (docs/decisions/031-size-guides.md): public, kept like the catalog's other
// answers; written by the owner in the admin area.

export const sizeGuideRoutes = {
  get: defineRoute({
    method: "GET",
    path: "/size-guides/:category",
    params: sizeGuidePathSchema,
    answers: { 200: sizeGuideResponseSchema },
  }),
};

export const adminSizeGuideRoutes = {
  list: defineRoute({
    method: "GET",
    path: "/admin/size-guides",
    answers: { 200: adminSizeGuideListResponseSchema },
  }),
  save: defineRoute({
    method: "PUT",
    path: "/admin/size-guides/:category",
    params: sizeGuidePathSchema,
    body: sizeGuideSchema,
    answers: { 200: sizeGuideResponseSchema },
  }),
  remove: defineRoute({
    method: "DELETE",
    path: "/admin/size-guides/:category",
    params: sizeGuidePathSchema,
    answers: { 200: sizeGuideResponseSchema },
  }),
};
