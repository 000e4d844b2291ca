/// <reference types="@remix-run/node" />

declare module "*.mdx" {
  import type { ComponentType } from "react";

  export const attributes: Record<string, unknown>;
  const Content: ComponentType<{ components?: Record<string, ComponentType<never>> }>;
  export default Content;
}

declare module "*.css" {
  const url: string;
  export default url;
}

declare module "*.svg" {
  const url: string;
  export default url;
}
