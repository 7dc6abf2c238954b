import { searchPolicyMatrix } from "../../helpers/search-policy-matrix";

// Every searcher's circle taken as wide (matches read from the text index, then kept if in the
// circle), and posts read in slices of two ids, so that a page is filled from many slices.
searchPolicyMatrix({ env: { SEARCH_WIDE_CIRCLE: "0", SEARCH_SLICE_POSTS: "2" } });
