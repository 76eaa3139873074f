import { DISTRICTS_PATH } from "~/components/admin/DistrictForm";
import { DistrictFormSchema } from "~/schemas/district";
import { placeEditor } from "./__place-editor.server";

export const districtEditor = placeEditor({
  schema: DistrictFormSchema,
  tablePath: DISTRICTS_PATH,
  duplicate: { name: "admin.districts.duplicate", nameAr: "admin.districts.duplicateAr" },
});
