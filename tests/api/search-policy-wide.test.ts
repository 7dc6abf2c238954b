import { searchPolicyMatrix } from "../helpers/search-policy-matrix";

// Every searcher's circle taken as wide: matches read from the text index, then kept if in the circle.
searchPolicyMatrix({ env: { SEARCH_WIDE_CIRCLE: "0" } });
