/** The id of the results section: the hero scrolls to it, and the phone's filter panel closes onto it. */
export const RESULTS_ID = "results";
