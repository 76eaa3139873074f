import type { MetaFunction } from "@remix-run/node";
import { pageTitle } from "~/utils/meta";

export const browseMeta: MetaFunction<() => { title: string; description: string }> = ({ data }) => [
  { title: pageTitle(data?.title) },
  { name: "description", content: data?.description },
];
