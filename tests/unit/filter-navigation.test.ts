import { describe, expect, it } from "vitest";
import { isOwnFilterSearch, rememberOwnFilterSearch } from "~/components/browse/use-filter-navigation";

// The filter form keeps what the visitor is typing when its own navigations arrive, and shows the URL's
// values when a search comes from elsewhere (back/forward, a link).
describe("the filter form's own searches", () => {
  it("are all recognised when two quick changes' navigations arrive one after the other", () => {
    rememberOwnFilterSearch("?district=Al+Yasmin");
    rememberOwnFilterSearch("?district=Al+Sahafa&district=Al+Yasmin");
    expect(isOwnFilterSearch("?district=Al+Yasmin")).toBe(true);
    expect(isOwnFilterSearch("?district=Al+Sahafa&district=Al+Yasmin")).toBe(true);
  });

  it("are forgotten once a later one arrives, so going back to one later resets the form", () => {
    rememberOwnFilterSearch("?district=Olaya");
    rememberOwnFilterSearch("?district=Olaya&sort=price-asc");
    // The first navigation was cut short by the second and never arrived.
    expect(isOwnFilterSearch("?district=Olaya&sort=price-asc")).toBe(true);
    expect(isOwnFilterSearch("?district=Olaya")).toBe(false);
  });

  it("do not include a search from elsewhere, and one from elsewhere forgets the pending ones", () => {
    rememberOwnFilterSearch("?district=Malqa");
    expect(isOwnFilterSearch("?view=map")).toBe(false);
    expect(isOwnFilterSearch("?district=Malqa")).toBe(false);
  });
});
