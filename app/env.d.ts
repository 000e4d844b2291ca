/// <reference types="@remix-run/node" />

declare module "*.woff2" {
  const url: string;
  export default url;
}

declare module "*.mdx" {
  import type { ComponentType } from "react";

  export const attributes: Record<string, unknown>;
  const Content: ComponentType<{ components?: Record<string, ComponentType<never>> }>;
  export default Content;
}
