import { z } from "zod";

// An administrator suspending or reinstating an advertiser (issue 51); messages are translation keys.
export const AdvertiserStatusChangeSchema = z.object({
  intent: z.enum(["suspend", "reinstate"], { errorMap: () => ({ message: "admin.advertisers.errors.intent" }) }),
});
export type AdvertiserStatusChange = z.infer<typeof AdvertiserStatusChangeSchema>;
