/** Every public page kind (one of each), for the suites that check all pages: CSP, valid HTML. */
export const PUBLIC_PAGES = [
  "/",
  "/?view=list",
  "/map",
  "/property/1",
  "/districts",
  "/districts/olaya",
  // An advertiser's public page (issue 51): the demo broker's.
  "/advertisers/dar-al-majd-property-brokers",
  "/about",
  "/how-it-works",
  "/ecosystem",
  "/contact",
  "/privacy",
  "/terms",
  "/saved",
  "/shortlist?ids=1,2",
  "/compare?ids=1,2",
  "/newsletter",
  "/feed?district=Olaya",
  // The search alert form on a page of its own (on the browse pages it is behind a closed <details>).
  "/alerts?district=Olaya",
  // The unsubscribe page of a link that does not work (a valid one needs a subscriber of the run).
  "/newsletter/unsubscribe?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
  "/api/docs",
  "/admin/login",
  // An advertiser's way in (issue 51): "List your space" leads to sign-up.
  "/account/signup",
  "/account/login",
  "/account/forgot",
  "/no/such/page",
];
