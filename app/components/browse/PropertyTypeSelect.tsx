import { useTranslation } from "~/utils/translation";
import { PROPERTY_TYPES } from "~/schemas/filters-query";

/** The labelled `type` select ("All types" or one of the property types), in the hero and the sidebar. */
export function PropertyTypeSelect({
  id,
  value,
  className,
  labelClassName,
}: {
  id: string;
  value?: string;
  className?: string;
  labelClassName: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {t("browse.typeLabel")}
      </label>
      <select id={id} name="type" defaultValue={value ?? ""} className="field-input">
        <option value="">{t("browse.anyType")}</option>
        {PROPERTY_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`propertyTypes.${type}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
