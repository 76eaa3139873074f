import type { MetaFunction } from "@remix-run/node";
import { pageTitle } from "~/utils/meta";

export const browseMeta: MetaFunction<() => { title: string; description: string }> = ({ data, matches }) => [
  { title: pageTitle(data?.title, matches) },
  { name: "description", content: data?.description },
];
