/// <reference types="@remix-run/node" />

declare module "*.mdx" {
  import type { ComponentType } from "react";

  export const attributes: Record<string, unknown>;
  const Content: ComponentType<{ components?: Record<string, ComponentType<never>> }>;
  export default Content;
}

/** A stylesheet or an icon sprite imported for its URL (Remix's classic compiler puts it in public/build). */
declare module "*.css" {
  const url: string;
  export default url;
}

declare module "*.svg" {
  const url: string;
  export default url;
}
