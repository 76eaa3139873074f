import { type DefaultValue, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { z } from "zod";

interface SchemaFormOptions<Input> {
  id?: string;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: DefaultValue<Input>;
}

/**
 * A Conform form checked in the browser by the schema the action checks it by: first on blur, and once sent,
 * on input and never on blur. A revalidation at the blur that a click on the submit button causes clears the
 * server's alert above the fields, and the button moves from under the pointer before the click ends: the
 * retry of a refused sign-in was lost so (docs/architecture.md, step 4).
 */
export function useSchemaForm<Schema extends z.ZodTypeAny>(schema: Schema, options: SchemaFormOptions<z.input<Schema>> = {}) {
  return useForm<z.input<Schema>>({
    ...options,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}
