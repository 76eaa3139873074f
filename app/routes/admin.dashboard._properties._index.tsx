// /admin/dashboard: the properties table of the layout route, with no dialog over it.
export default function PropertiesIndex() {
  return null;
}
